import { describe, expect, it } from "vitest";
import { SECURITY_MESSAGES } from "@/shared/contracts/security";
import type { Actor } from "./roles";
import { keepTwoFactorRefusal, requireTwoFactorRefusal, revokeSessionRefusal, twoFactorRequired, twoFactorSetupRefusal } from "./security";

const member = (over: Partial<Actor> = {}, requiresTwoFactor = false): Actor => ({
  userId: "u1",
  role: "hospital",
  providerId: null,
  organisation: { id: "o1", kind: "hospital", role: "buyer", requiresTwoFactor },
  twoFactorEnabled: false,
  ...over,
});

describe("two-factor policy", () => {
  it("is required of admins and of members whose organisation requires it, no one else", () => {
    expect(twoFactorRequired(member({ role: "admin", organisation: null }))).toBe(true);
    expect(twoFactorRequired(member({}, true))).toBe(true);
    expect(twoFactorRequired(member())).toBe(false);
    expect(twoFactorRequired({ role: "basic", organisation: null })).toBe(false);
  });

  it("holds at setup only those who must have it and have not", () => {
    const held = { status: 403, message: SECURITY_MESSAGES.twoFactorRequired };
    expect(twoFactorSetupRefusal(member({ role: "admin" }))).toEqual(held);
    expect(twoFactorSetupRefusal(member({}, true))).toEqual(held);
    expect(twoFactorSetupRefusal(member({ role: "admin", twoFactorEnabled: true }))).toBeNull();
    expect(twoFactorSetupRefusal(member())).toBeNull();
    expect(twoFactorSetupRefusal({ userId: null, role: null, providerId: null })).toBeNull();
  });

  it("keeps it on for those who must have it; an Owner requires it once they have it", () => {
    expect(keepTwoFactorRefusal(member({ role: "admin", twoFactorEnabled: true }))?.message).toBe(SECURITY_MESSAGES.mustKeepTwoFactor);
    expect(keepTwoFactorRefusal(member({ twoFactorEnabled: true }))).toBeNull();
    expect(requireTwoFactorRefusal(member())).toEqual({ status: 409, message: SECURITY_MESSAGES.ownerFirst });
    expect(requireTwoFactorRefusal(member({ twoFactorEnabled: true }))).toBeNull();
  });

  it("signs out other sessions, not the current one", () => {
    expect(revokeSessionRefusal({ current: true })).toEqual({ status: 409, message: SECURITY_MESSAGES.currentSession });
    expect(revokeSessionRefusal({ current: false })).toBeNull();
  });
});
