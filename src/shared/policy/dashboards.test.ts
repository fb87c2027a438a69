import { describe, expect, it } from "vitest";
import { chartMonths, WAITING_ACTIONS, WAITING_KINDS, waitingKinds, winRate } from "./dashboards";
import { MEMBER_ROLES_BY_KIND, ORGANISATION_ACTIONS, type OrganisationKind } from "./organisations";
import { lastDayOf, monthOf } from "./studies";

const member = (kind: OrganisationKind, role: string) => ({
  userId: "u",
  role: kind === "hospital" ? ("hospital" as const) : ("telerad" as const),
  organisation: { id: "o", kind, role: role as never },
});

describe("what waits for whom", () => {
  it("follows the one permission table: a kind shows to a role exactly when the table lets it do the kind's action", () => {
    for (const kind of ["hospital", "provider"] as const)
      for (const role of MEMBER_ROLES_BY_KIND[kind]) {
        const shown = waitingKinds(member(kind, role));
        for (const k of shown) expect((ORGANISATION_ACTIONS[WAITING_ACTIONS[k]][kind] as readonly string[]).includes(role), `${kind} ${role} ${k}`).toBe(true);
      }
  });

  it("lists each side's kinds by role", () => {
    expect(waitingKinds(member("hospital", "buyer"))).toEqual(["bids", "evaluations", "awards", "questions", "contracts", "disputes", "messages"]);
    expect(waitingKinds(member("hospital", "evaluator"))).toEqual(["evaluations", "messages"]);
    expect(waitingKinds(member("hospital", "viewer"))).toEqual(["messages"]);
    expect(waitingKinds(member("provider", "owner"))).toEqual(["amendments", "contracts", "disputes", "credentials", "messages"]);
    expect(waitingKinds(member("provider", "bidder"))).toEqual(["amendments", "disputes", "messages"]);
    expect(waitingKinds(member("provider", "viewer"))).toEqual(["messages"]);
  });

  it("gives nothing to admins and to users without an organisation", () => {
    expect(waitingKinds({ userId: "a", role: "admin", organisation: null })).toEqual([]);
    expect(waitingKinds({ userId: "b", role: "basic", organisation: null })).toEqual([]);
    expect(WAITING_KINDS).toHaveLength(Object.keys(WAITING_ACTIONS).length);
  });
});

describe("the charts' months and win rate", () => {
  it("covers the current month and the eleven before it, across a year's end", () => {
    const months = chartMonths(new Date("2026-02-10T12:00:00Z"));
    expect(months).toHaveLength(12);
    expect([months[0], months[10], months[11]]).toEqual(["2025-03-01", "2026-01-01", "2026-02-01"]);
    expect(monthOf(new Date("2026-01-01T00:00:00Z"), 1)).toBe("2025-12-01");
    expect([lastDayOf("2026-02-01"), lastDayOf("2024-02"), lastDayOf("2026-12-01")]).toEqual(["2026-02-28", "2024-02-29", "2026-12-31"]);
  });

  it("counts awarded among decided bids only", () => {
    expect(winRate(1, 2)).toBe(33.3);
    expect(winRate(0, 0)).toBeNull();
    expect(winRate(3, 0)).toBe(100);
  });
});
