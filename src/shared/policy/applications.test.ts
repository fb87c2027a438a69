import { describe, expect, it } from "vitest";
import type { Actor } from "./roles";
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  allowedTransitions,
  applyRefusal,
  canViewApplication,
  decideTransition,
  effectiveTenderStatus,
  statusBadgeVariant,
} from "./applications";

const hospital: Actor = { userId: "h1", role: "hospital", providerId: null, organisation: { id: "o1", kind: "hospital", role: "owner" } };
const otherHospital: Actor = { userId: "h2", role: "hospital", providerId: null, organisation: { id: "o2", kind: "hospital", role: "owner" } };
const admin: Actor = { userId: "a1", role: "admin", providerId: null };
const applicant: Actor = { userId: "t1", role: "telerad", providerId: "p1", organisation: { id: "p1", kind: "provider", role: "owner" } };
const otherTelerad: Actor = { userId: "t2", role: "telerad", providerId: "p2", organisation: { id: "p2", kind: "provider", role: "owner" } };
const basic: Actor = { userId: "b1", role: "basic", providerId: null };
const anonymous: Actor = { userId: null, role: null, providerId: null };

const future = new Date(Date.now() + 86_400_000);
const open = { hospitalId: "h1", organisationId: "o1", status: "OPEN" as const, deadline: future };
const closed = { ...open, status: "CLOSED" as const };

describe("the application transition table (spec §4)", () => {
  const legal: Record<string, string[]> = {
    owner: ["SUBMITTED>SHORTLISTED", "SUBMITTED>DECLINED", "SHORTLISTED>AWARDED", "SHORTLISTED>DECLINED"],
    applicant: ["SUBMITTED>WITHDRAWN", "SHORTLISTED>WITHDRAWN"],
  };
  const cases: [string, Actor, string[]][] = [
    ["owning hospital", hospital, legal.owner!],
    ["admin", admin, legal.owner!],
    ["applicant", applicant, legal.applicant!],
    ["other hospital", otherHospital, []],
    ["other provider", otherTelerad, []],
    ["basic", basic, []],
  ];
  for (const [name, actor, allowed] of cases) {
    it(`${name} may make exactly ${allowed.length ? allowed.join(", ") : "no moves"}`, () => {
      const made: string[] = [];
      for (const from of APPLICATION_STATUSES)
        for (const to of APPLICATION_STATUSES) {
          const d = decideTransition(actor, { providerId: "p1", status: from }, open, to);
          if (d === null) made.push(`${from}>${to}`);
        }
      expect(made.sort()).toEqual([...allowed].sort());
    });
  }

  it("says 403 for the other side's move and 409 for the own kind of move from the wrong status", () => {
    expect(decideTransition(applicant, { providerId: "p1", status: "SUBMITTED" }, open, "AWARDED")).toEqual({ status: 403, message: APPLICATION_MESSAGES.notAllowed });
    expect(decideTransition(hospital, { providerId: "p1", status: "SUBMITTED" }, open, "WITHDRAWN")).toEqual({ status: 403, message: APPLICATION_MESSAGES.notAllowed });
    expect(decideTransition(hospital, { providerId: "p1", status: "SUBMITTED" }, open, "AWARDED")).toEqual({
      status: 409,
      message: "An application cannot change from SUBMITTED to AWARDED",
    });
    expect(decideTransition(applicant, { providerId: "p1", status: "AWARDED" }, open, "WITHDRAWN")).toEqual({
      status: 409,
      message: "An application cannot change from AWARDED to WITHDRAWN",
    });
    expect(decideTransition(anonymous, { providerId: "p1", status: "SUBMITTED" }, open, "WITHDRAWN")).toEqual({ status: 401, message: "Not authenticated" });
  });

  it("withdrawing needs the request OPEN; the owner's moves do not", () => {
    expect(decideTransition(applicant, { providerId: "p1", status: "SUBMITTED" }, closed, "WITHDRAWN")).toEqual({ status: 409, message: APPLICATION_MESSAGES.withdrawClosed });
    expect(decideTransition(hospital, { providerId: "p1", status: "SHORTLISTED" }, closed, "AWARDED")).toBeNull();
  });

  it("offers each actor only its legal moves from the current status", () => {
    expect(allowedTransitions(hospital, { providerId: "p1", status: "SUBMITTED" }, open)).toEqual(["SHORTLISTED", "DECLINED"]);
    expect(allowedTransitions(admin, { providerId: "p1", status: "SHORTLISTED" }, open)).toEqual(["AWARDED", "DECLINED"]);
    expect(allowedTransitions(hospital, { providerId: "p1", status: "AWARDED" }, open)).toEqual([]);
    expect(allowedTransitions(applicant, { providerId: "p1", status: "SHORTLISTED" }, open)).toEqual(["WITHDRAWN"]);
    expect(allowedTransitions(applicant, { providerId: "p1", status: "SHORTLISTED" }, closed)).toEqual([]);
    expect(allowedTransitions(otherHospital, { providerId: "p1", status: "SUBMITTED" }, open)).toEqual([]);
  });
});

describe("who may apply and see", () => {
  it("needs a signed-in user with a provider", () => {
    expect(applyRefusal(anonymous)).toEqual({ status: 401, message: "Not authenticated" });
    expect(applyRefusal(basic)).toEqual({ status: 403, message: "User not associated with a provider" });
    expect(applyRefusal(hospital)).toEqual({ status: 403, message: "User not associated with a provider" });
    expect(applyRefusal(applicant)).toBeNull();
  });

  it("shows an application only to the owning hospital, admins and the applying provider's users", () => {
    const app = { providerId: "p1" };
    expect(canViewApplication(hospital, app, open)).toBe(true);
    expect(canViewApplication(admin, app, open)).toBe(true);
    expect(canViewApplication(applicant, app, open)).toBe(true);
    for (const a of [otherHospital, otherTelerad, basic, anonymous]) expect(canViewApplication(a, app, open)).toBe(false);
    expect(canViewApplication(otherHospital, app, { organisationId: null })).toBe(false);
  });

  it("counts a request past its deadline as CLOSED", () => {
    expect(effectiveTenderStatus(open)).toBe("OPEN");
    expect(effectiveTenderStatus(closed)).toBe("CLOSED");
    expect(effectiveTenderStatus({ status: "OPEN", deadline: new Date(Date.now() - 1000) })).toBe("CLOSED");
  });

  it("styles the status badges as spec §4 says", () => {
    expect(APPLICATION_STATUSES.map(statusBadgeVariant)).toEqual(["warning", "warning", "success", "destructive", "secondary"]);
  });
});
