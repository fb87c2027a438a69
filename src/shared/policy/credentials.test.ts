import { describe, expect, it } from "vitest";
import { CREDENTIAL_MESSAGES, credentialDecisionRefusal, credentialDocumentRefusal, licenceRefusal, manageCredentialRefusal } from "./credentials";
import type { Actor } from "./roles";

const member = (role: "owner" | "bidder" | "viewer", providerId = "p1"): Actor => ({
  userId: `t-${role}`,
  role: "telerad",
  providerId,
  organisation: { id: providerId, kind: "provider", role },
});
const admin: Actor = { userId: "a1", role: "admin", providerId: null };
const hospital: Actor = { userId: "h1", role: "hospital", providerId: null, organisation: { id: "o1", kind: "hospital", role: "owner" } };
const anonymous: Actor = { userId: null, role: null, providerId: null };
const notYours = { status: 403, message: CREDENTIAL_MESSAGES.notYourProvider };
const noDocument = { status: 403, message: CREDENTIAL_MESSAGES.documentForbidden };

describe("credential refusals", () => {
  it("lets only the provider's Owners manage its credentials", () => {
    expect(manageCredentialRefusal(member("owner"), "p1")).toBeNull();
    expect(manageCredentialRefusal(member("bidder"), "p1")).toEqual(notYours);
    expect(manageCredentialRefusal(member("viewer"), "p1")).toEqual(notYours);
    expect(manageCredentialRefusal(member("owner", "p2"), "p1")).toEqual(notYours);
    expect(manageCredentialRefusal(admin, "p1")).toEqual(notYours);
  });

  it("lets admins and any member of the provider download a document", () => {
    for (const actor of [admin, member("owner"), member("viewer")]) expect(credentialDocumentRefusal(actor, "p1")).toBeNull();
    for (const actor of [member("owner", "p2"), hospital, anonymous]) expect(credentialDocumentRefusal(actor, "p1")).toEqual(noDocument);
  });

  it("refuses a provider without a current licence a request that requires one, naming the country", () => {
    expect(licenceRefusal({ licenceRequired: false, country: "DE" }, false)).toBeNull();
    expect(licenceRefusal({ licenceRequired: true, country: "DE" }, true)).toBeNull();
    expect(licenceRefusal({ licenceRequired: true, country: "DE" }, false)).toEqual({ status: 403, message: "A verified licence for Germany is required to apply" });
  });

  it("refuses an admin's decision that the credential already has", () => {
    expect(credentialDecisionRefusal("pending", "verified")).toBeNull();
    expect(credentialDecisionRefusal("rejected", "verified")).toBeNull();
    expect(credentialDecisionRefusal("verified", "rejected")).toBeNull();
    expect(credentialDecisionRefusal("verified", "verified")).toEqual({ status: 409, message: "This credential is already verified" });
    expect(credentialDecisionRefusal("rejected", "rejected")).toEqual({ status: 409, message: "This credential is already rejected" });
  });
});
