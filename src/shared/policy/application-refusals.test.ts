import { describe, expect, it } from "vitest";
import { AMENDMENT_MESSAGES, confirmableRefusal, confirmRefusal } from "./amendments";
import {
  APPLICATION_MESSAGES,
  alreadyAppliedRefusal,
  closeWithStatusRefusal,
  compareRefusal,
  illegalTransitionRefusal,
  openRequestRefusal,
  viewApplicationsRefusal,
} from "./applications";
import { directAwardRefusal, EVALUATIONS_MESSAGES, qualityScoreRefusal } from "./evaluations";
import { ORGANISATION_MESSAGES } from "./organisations";
import type { Actor } from "./roles";

const hospitalMember = (role: "owner" | "buyer" | "evaluator" | "viewer", orgId = "o1"): Actor => ({
  userId: `h-${role}-${orgId}`,
  role: "hospital",
  providerId: null,
  organisation: { id: orgId, kind: "hospital", role },
});
const providerMember = (role: "owner" | "bidder" | "viewer", providerId = "p1"): Actor => ({
  userId: `t-${role}-${providerId}`,
  role: "telerad",
  providerId,
  organisation: { id: providerId, kind: "provider", role },
});
const admin: Actor = { userId: "a1", role: "admin", providerId: null };
const anonymous: Actor = { userId: null, role: null, providerId: null };

const now = new Date("2026-06-01T12:00:00Z");
const later = new Date("2026-07-01T00:00:00Z");
const earlier = new Date("2026-05-01T00:00:00Z");
const tender = { organisationId: "o1" };
const conflict = (message: string) => ({ status: 409, message });
const forbidden = (message: string) => ({ status: 403, message });

describe("applying and changing status", () => {
  it("needs the request open and its deadline not passed", () => {
    expect(openRequestRefusal({ status: "OPEN", deadline: later }, now)).toBeNull();
    expect(openRequestRefusal({ status: "CLOSED", deadline: later }, now)).toEqual(conflict(APPLICATION_MESSAGES.requestNotOpen));
    expect(openRequestRefusal({ status: "OPEN", deadline: earlier }, now)).toEqual(conflict(APPLICATION_MESSAGES.requestNotOpen));
  });

  it("refuses a second application and a move from the wrong status with 409", () => {
    expect(alreadyAppliedRefusal()).toEqual(conflict("Your provider has already applied to this request"));
    expect(illegalTransitionRefusal("DECLINED", "AWARDED")).toEqual(conflict("An application cannot change from DECLINED to AWARDED"));
  });

  it("closes the request only with an award", () => {
    expect(closeWithStatusRefusal({ status: "AWARDED", closeRequest: true })).toBeNull();
    expect(closeWithStatusRefusal({ status: "DECLINED" })).toBeNull();
    expect(closeWithStatusRefusal({ status: "SHORTLISTED", closeRequest: true })).toEqual(conflict("Only an award can close the request"));
  });

  it("refuses a direct award where awards need approval", () => {
    expect(directAwardRefusal(false)).toBeNull();
    expect(directAwardRefusal(true)).toEqual(conflict(EVALUATIONS_MESSAGES.needsApproval));
  });
});

describe("reading and comparing a request's applications", () => {
  it("shows the applications table to the owning organisation's members and admins", () => {
    for (const actor of [hospitalMember("viewer"), hospitalMember("evaluator"), admin]) expect(viewApplicationsRefusal(actor, tender)).toBeNull();
    for (const actor of [hospitalMember("owner", "o2"), providerMember("owner"), anonymous])
      expect(viewApplicationsRefusal(actor, tender)).toEqual(forbidden(APPLICATION_MESSAGES.viewNotAllowed));
  });

  it("lets evaluating members and admins compare; tells a member whose role may not, and refuses outsiders", () => {
    for (const actor of [hospitalMember("owner"), hospitalMember("buyer"), hospitalMember("evaluator"), admin]) expect(compareRefusal(actor, tender)).toBeNull();
    expect(compareRefusal(hospitalMember("viewer"), tender)).toEqual(forbidden(ORGANISATION_MESSAGES.roleNotAllowed));
    for (const actor of [hospitalMember("owner", "o2"), providerMember("owner"), anonymous])
      expect(compareRefusal(actor, tender)).toEqual(forbidden(APPLICATION_MESSAGES.compareNotAllowed));
  });

  it("scores quality for a live bid on a request without a panel", () => {
    expect(qualityScoreRefusal({ status: "SUBMITTED" }, false)).toBeNull();
    expect(qualityScoreRefusal({ status: "WITHDRAWN" }, false)).toEqual(conflict(APPLICATION_MESSAGES.scoreWithdrawn));
    expect(qualityScoreRefusal({ status: "WITHDRAWN" }, true)).toEqual(conflict(APPLICATION_MESSAGES.scoreWithdrawn));
    expect(qualityScoreRefusal({ status: "SHORTLISTED" }, true)).toEqual(conflict(EVALUATIONS_MESSAGES.panelSetsQuality));
  });
});

describe("confirming a bid after an amendment", () => {
  const bid = { providerId: "p1" };
  it("lets the applying provider's Owners and Bidders confirm", () => {
    expect(confirmRefusal(providerMember("owner"), bid)).toBeNull();
    expect(confirmRefusal(providerMember("bidder"), bid)).toBeNull();
    expect(confirmRefusal(providerMember("viewer"), bid)).toEqual(forbidden(ORGANISATION_MESSAGES.roleNotAllowed));
    for (const actor of [providerMember("owner", "p2"), hospitalMember("owner"), admin])
      expect(confirmRefusal(actor, bid)).toEqual(forbidden(AMENDMENT_MESSAGES.confirmNotAllowed));
  });

  it("confirms a submitted or shortlisted bid made before the last amendment of an open request, once", () => {
    const open = { status: "OPEN" as const, deadline: later, amendedAt: new Date("2026-05-15T00:00:00Z") };
    const before = { status: "SUBMITTED", createdAt: earlier, confirmedAt: null };
    expect(confirmableRefusal(before, open, now)).toBeNull();
    expect(confirmableRefusal({ ...before, status: "SHORTLISTED" }, open, now)).toBeNull();
    expect(confirmableRefusal(before, { ...open, status: "CLOSED" }, now)).toEqual(conflict(APPLICATION_MESSAGES.requestNotOpen));
    expect(confirmableRefusal({ ...before, status: "DECLINED" }, open, now)).toEqual(conflict(AMENDMENT_MESSAGES.notConfirmable));
    expect(confirmableRefusal({ ...before, confirmedAt: now }, open, now)).toEqual(conflict(AMENDMENT_MESSAGES.alreadyConfirmed));
    expect(confirmableRefusal({ ...before, createdAt: now }, open, now)).toEqual(conflict(AMENDMENT_MESSAGES.nothingToConfirm));
    expect(confirmableRefusal(before, { ...open, amendedAt: null }, now)).toEqual(conflict(AMENDMENT_MESSAGES.nothingToConfirm));
  });
});
