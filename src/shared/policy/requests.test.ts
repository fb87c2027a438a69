import { describe, expect, it } from "vitest";
import {
  anonymousDetail,
  createRefusal,
  detailFor,
  effectiveStatus,
  isRequestOwner,
  manageRefusal,
  type RequestRecord,
  requestProjection,
  teaserOf,
  viewForSignedIn,
} from "./requests";
import { type Actor, ANONYMOUS, MESSAGES } from "./roles";

const actor = (role: Actor["role"], userId = `u-${role}`, organisation: Actor["organisation"] = null): Actor => ({ userId, role, providerId: null, organisation });
const anonymous = ANONYMOUS;
const basic = actor("basic");
const telerad = actor("telerad");
const owner = actor("hospital", "hosp-1", { id: "org-1", kind: "hospital", role: "buyer" });
const otherHospital = actor("hospital", "hosp-2", { id: "org-2", kind: "hospital", role: "owner" });
const admin = actor("admin");

const now = new Date("2026-06-01T12:00:00Z");
const record: RequestRecord = {
  id: "r1",
  title: "Night CT reads",
  facility: "St. Example Hospital",
  country: "GB",
  description: "Overnight CT reporting",
  modalities: ["CT"],
  requirements: [],
  volumesPerMonth: 1200,
  volumesByModality: {},
  weightPrice: 40,
  weightTurnaround: 30,
  weightQuality: 30,
  tatRequirement: "1-4h",
  budgetMin: 10,
  budgetMax: 20,
  budgetCurrency: "USD",
  deadline: new Date("2026-07-01T00:00:00Z"),
  postedDate: new Date("2026-05-01T00:00:00Z"),
  status: "OPEN",
  responseCount: 2,
  contactEmail: "radiology@example.test",
  websiteUrl: "https://example.test",
  hospitalId: "hosp-1",
  organisationId: "org-1",
  createdAt: new Date("2026-05-01T00:00:00Z"),
  updatedAt: new Date("2026-05-02T00:00:00Z"),
  licenceRequired: false,
  imageTransfer: "dicomweb",
  orderFeed: null,
  reportDelivery: "hl7v2-oru",
  interopNotes: null,
  publishOpenData: false,
};

describe("requestProjection", () => {
  it("gives each role its projection", () => {
    expect(requestProjection(anonymous)).toBe("anonymous");
    expect(requestProjection({ userId: "x", role: null })).toBe("anonymous");
    expect(requestProjection(telerad)).toBe("restricted");
    expect(requestProjection(basic)).toBe("full");
    expect(requestProjection(owner)).toBe("full");
    expect(requestProjection(admin)).toBe("full");
  });
});

describe("createRefusal", () => {
  it("asks anonymous callers to sign in", () => {
    expect(createRefusal(anonymous)).toEqual({ status: 401, message: MESSAGES.notAuthenticated });
  });
  it("refuses basic and telerad with the spec message", () => {
    for (const a of [basic, telerad]) {
      expect(createRefusal(a)).toEqual({ status: 403, message: "Unauthorized: Admin or Hospital role required" });
    }
  });
  it("allows hospital and admin", () => {
    expect(createRefusal(owner)).toBeNull();
    expect(createRefusal(admin)).toBeNull();
  });
});

describe("manageRefusal", () => {
  it("lets an admin manage any request, also one without a hospital", () => {
    for (const action of ["edit", "delete", "close", "reopen"] as const) {
      expect(manageRefusal(admin, "org-1", action)).toBeNull();
      expect(manageRefusal(admin, null, action)).toBeNull();
    }
  });
  it("lets a hospital manage only its own requests", () => {
    expect(manageRefusal(owner, "org-1", "edit")).toBeNull();
    expect(manageRefusal(owner, "org-1", "delete")).toBeNull();
    expect(manageRefusal(otherHospital, "org-1", "edit")).toEqual({
      status: 403,
      message: "Unauthorized: You can only edit your own tenders",
    });
    expect(manageRefusal(otherHospital, "org-1", "delete")).toEqual({
      status: 403,
      message: "Unauthorized: You can only delete your own tenders",
    });
    expect(manageRefusal(otherHospital, "org-1", "close")?.message).toBe("Unauthorized: You can only edit your own tenders");
    expect(manageRefusal(owner, null, "edit")?.status).toBe(403);
  });
  it("lets only the organisation's Owners and Buyers manage: its Evaluators and Viewers are told why", () => {
    for (const role of ["evaluator", "viewer"] as const) {
      const member = actor("hospital", `hosp-${role}`, { id: "org-1", kind: "hospital", role });
      expect(manageRefusal(member, "org-1", "edit")).toEqual({ status: 403, message: "Your role in this organisation does not allow this" });
    }
    expect(manageRefusal(actor("hospital", "hosp-o", { id: "org-1", kind: "hospital", role: "owner" }), "org-1", "delete")).toBeNull();
  });
  it("refuses other roles before looking at ownership", () => {
    expect(manageRefusal(anonymous, "org-1", "delete")).toEqual({ status: 401, message: "Not authenticated" });
    expect(manageRefusal(basic, "u-basic", "edit")?.message).toBe("Unauthorized: Admin or Hospital role required");
    expect(manageRefusal(telerad, "org-1", "delete")?.message).toBe("Unauthorized: Admin or Hospital role required");
  });
  it("isRequestOwner needs the hospital role", () => {
    expect(isRequestOwner(owner, "org-1")).toBe(true);
    expect(isRequestOwner({ userId: "hosp-1", role: "admin" }, "org-1")).toBe(false);
    expect(isRequestOwner(owner, null)).toBe(false);
  });
});

describe("effectiveStatus", () => {
  it("is CLOSED once the deadline has passed", () => {
    expect(effectiveStatus("OPEN", new Date("2026-06-02T00:00:00Z"), now)).toBe("OPEN");
    expect(effectiveStatus("OPEN", new Date("2026-05-31T00:00:00Z"), now)).toBe("CLOSED");
    expect(effectiveStatus("OPEN", now, now)).toBe("CLOSED");
    expect(effectiveStatus("CLOSED", new Date("2027-01-01T00:00:00Z"), now)).toBe("CLOSED");
  });
});

describe("views", () => {
  it("shows everything to basic, hospital and admin", () => {
    for (const a of [basic, owner, otherHospital, admin]) {
      const view = viewForSignedIn(record, a, now);
      expect(view.facility).toBe("St. Example Hospital");
      expect(view.contactEmail).toBe("radiology@example.test");
      expect(view.websiteUrl).toBe("https://example.test");
      expect(view.hospitalId).toBe("hosp-1");
      expect(view.status).toBe("OPEN");
    }
    expect(viewForSignedIn(record, owner, now)).toMatchObject({ isOwner: true, canManage: true });
    expect(viewForSignedIn(record, otherHospital, now)).toMatchObject({ isOwner: false, canManage: false });
    expect(viewForSignedIn(record, admin, now)).toMatchObject({ isOwner: false, canManage: true });
  });
  it("leaves the hospital's identity and contact out for telerad", () => {
    const view = viewForSignedIn(record, telerad, now);
    for (const key of ["facility", "contactEmail", "websiteUrl", "hospitalId", "organisationId"]) expect(view).not.toHaveProperty(key);
    expect(JSON.stringify(view)).not.toContain("St. Example Hospital");
    expect(JSON.stringify(view)).not.toContain("radiology@example.test");
    expect(view).toMatchObject({ title: "Night CT reads", volumesPerMonth: 1200, isOwner: false, canManage: false });
  });
  it("reports the effective status and keeps the stored one", () => {
    const view = viewForSignedIn({ ...record, deadline: new Date("2026-05-01T00:00:00Z") }, basic, now);
    expect(view.status).toBe("CLOSED");
    expect(view.storedStatus).toBe("OPEN");
  });
  it("gives anonymous callers only id, title, country, timestamps and presence flags", () => {
    const detail = anonymousDetail(record);
    expect(Object.keys(detail).sort()).toEqual(
      ["anonymous", "country", "createdAt", "has", "id", "postedDate", "title", "updatedAt"].sort(),
    );
    expect(detail.has).toEqual({
      facility: true,
      description: true,
      status: true,
      modalities: true,
      volumes: true,
      requirements: false,
    });
    expect(detailFor(record, anonymous, now)).toEqual(detail);
    expect(detailFor(record, telerad, now)).not.toHaveProperty("facility");
  });
  it("reduces a teaser to its country", () => {
    expect(teaserOf(record)).toEqual({ id: "r1", country: "GB", teaser: true });
  });
});
