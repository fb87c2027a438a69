import { describe, expect, it } from "vitest";
import { ACTIVITY_NOT_ALLOWED, activityRefusal, activityScope, actorEmailShown } from "./events";

const request = { organisationId: "o-1" };

describe("activityScope", () => {
  it("gives the owning organisation's members (a Viewer too) and admins every event", () => {
    expect(activityScope({ userId: "h-1", role: "hospital", providerId: null, organisation: { id: "o-1", kind: "hospital", role: "viewer" } }, request)).toBe("all");
    expect(activityScope({ userId: "a-1", role: "admin", providerId: null }, request)).toBe("all");
  });
  it("gives a telerad user with a provider its own application's events", () => {
    expect(activityScope({ userId: "t-1", role: "telerad", providerId: "p-1", organisation: { id: "p-1", kind: "provider", role: "viewer" } }, request)).toBe("provider");
  });
  it("refuses anyone else", () => {
    expect(activityScope({ userId: "h-2", role: "hospital", providerId: null, organisation: { id: "o-2", kind: "hospital", role: "owner" } }, request)).toBeNull();
    expect(activityScope({ userId: "t-2", role: "telerad", providerId: null }, request)).toBeNull();
    expect(activityScope({ userId: "b-1", role: "basic", providerId: null }, request)).toBeNull();
    expect(activityScope({ userId: null, role: null, providerId: null }, request)).toBeNull();
  });
});

describe("actorEmailShown", () => {
  it("hides hospital users and admins from a provider's view", () => {
    expect(actorEmailShown("provider", "hospital")).toBe(false);
    expect(actorEmailShown("provider", "admin")).toBe(false);
    expect(actorEmailShown("provider", "telerad")).toBe(true);
    expect(actorEmailShown("all", "hospital")).toBe(true);
  });
});

describe("activityRefusal", () => {
  it("asks for a sign-in first, then refuses anyone without a scope", () => {
    expect(activityRefusal({ userId: null, role: null, providerId: null }, request)).toEqual({ status: 401, message: "Not authenticated" });
    expect(activityRefusal({ userId: "a-1", role: "admin", providerId: null }, request)).toBeNull();
    expect(activityRefusal({ userId: "t-1", role: "telerad", providerId: "p-1" }, request)).toBeNull();
    expect(activityRefusal({ userId: "b-1", role: "basic", providerId: null }, request)).toEqual({ status: 403, message: ACTIVITY_NOT_ALLOWED });
  });
});
