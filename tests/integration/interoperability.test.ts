import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "@/server/db/schema";
import type { Comparison } from "@/shared/contracts/application-compare";
import type { RequestView } from "@/shared/contracts/request-views";
import * as make from "../support/factories";
import { mailTo, requestRow } from "../support/rows";
import { type TestApp, startTestApp } from "./harness";

/** Interoperability terms (issue 35): on a request, on a provider, the fit before applying, Compare, the directory, amendments. */

let t: TestApp;
const tag = make.unique("interop").replace("-", "");
let hospital: Awaited<ReturnType<typeof make.signedInAs>>;
let telerad: Awaited<ReturnType<typeof make.signedInAs>>;
let otherTelerad: Awaited<ReturnType<typeof make.signedInAs>>;
let classic: { id: string };
let modern: { id: string };

const NEEDS = { imageTransfer: "dicomweb", orderFeed: "hl7v2-orm", reportDelivery: "fhir-diagnosticreport", interopNotes: "PACS: Sectra IDS7" };

async function send(cookie: string | undefined, method: string, url: string, body?: unknown) {
  const res = await t.request(method, url, { cookie, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const createBody = (over: Record<string, unknown> = {}) => ({
  title: `Interop ${tag} ${make.unique("r")}`,
  facility: "Hidden Facility",
  country: "GB",
  description: "Overnight CT reporting",
  modalities: ["CT"],
  tatRequirement: "4-12h",
  ...over,
});

beforeAll(async () => {
  t = await startTestApp();
  // Classic meets DICOMweb and HL7 v2 orders but not FHIR reports; modern meets every need.
  classic = await make.provider(t, { name: `Classic ${tag}`, interopCapabilities: ["dicomweb", "hl7v2-orm", "hl7v2-oru"] });
  modern = await make.provider(t, { name: `Modern ${tag}`, interopCapabilities: ["dicomweb", "hl7v2-orm", "fhir-diagnosticreport", "portal-pdf"] });
  hospital = await make.signedInAs(t, "hospital");
  telerad = await make.signedInAs(t, "telerad", classic.id);
  otherTelerad = await make.signedInAs(t, "telerad", modern.id);
});
afterAll(() => t.close());

describe("a request's interoperability terms", () => {
  it("are stored, shown to signed-in users with the provider's fit, and never to visitors", async () => {
    const created = await send(hospital.cookie, "POST", "/api/requests", createBody(NEEDS));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...NEEDS, publishOpenData: false });

    const forProvider = (await send(telerad.cookie, "GET", `/api/requests/${created.body.id}`)).body as RequestView;
    expect(forProvider).toMatchObject(NEEDS);
    expect(forProvider.publishOpenData).toBeUndefined();
    expect(forProvider.interopFit).toEqual([
      { term: "imageTransfer", label: "Image transfer", need: "dicomweb", needLabel: "DICOMweb STOW-RS", met: true },
      { term: "orderFeed", label: "Order feed", need: "hl7v2-orm", needLabel: "HL7 v2 ORM", met: true },
      { term: "reportDelivery", label: "Report delivery", need: "fhir-diagnosticreport", needLabel: "FHIR DiagnosticReport", met: false },
    ]);
    expect(((await send(otherTelerad.cookie, "GET", `/api/requests/${created.body.id}`)).body as RequestView).interopFit?.every((l) => l.met)).toBe(true);
    expect((await send(hospital.cookie, "GET", `/api/requests/${created.body.id}`)).body.interopFit).toBeUndefined();

    const anonymous = await send(undefined, "GET", `/api/requests/${created.body.id}`);
    expect(anonymous.status).toBe(200);
    for (const field of ["imageTransfer", "orderFeed", "reportDelivery", "interopNotes", "interopFit", "publishOpenData"]) expect(anonymous.body).not.toHaveProperty(field);
  });

  it("default to not stated; an order feed of none asks nothing of a provider", async () => {
    const plain = await send(hospital.cookie, "POST", "/api/requests", createBody());
    expect(plain.body).toMatchObject({ imageTransfer: null, orderFeed: null, reportDelivery: null, interopNotes: null });
    const none = await send(hospital.cookie, "POST", "/api/requests", createBody({ orderFeed: "none" }));
    expect((await send(telerad.cookie, "GET", `/api/requests/${none.body.id}`)).body.interopFit).toEqual([]);
  });

  it("refuses an unknown code or over-long notes with the field's message, storing nothing", async () => {
    const title = `Refused ${tag}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ imageTransfer: "ftp" }, "The image transfer must be one of dicom-vpn, dicomweb, cloud-gateway"],
      [{ orderFeed: 3 }, "The order feed must be one of hl7v2-orm, fhir-servicerequest, none"],
      [{ reportDelivery: "fax" }, "The report delivery must be one of hl7v2-oru, fhir-diagnosticreport, portal-pdf"],
      [{ interopNotes: "x".repeat(1001) }, "Integration notes must be text of at most 1000 characters"],
      [{ publishOpenData: "yes" }, "Publish as open data must be true or false"],
    ];
    for (const [body, message] of cases) {
      const res = await send(hospital.cookie, "POST", "/api/requests", createBody({ ...body, title }));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const list = await send(hospital.cookie, "GET", `/api/requests?q=${encodeURIComponent(title)}`);
    expect(list.body.data).toEqual([]);
  });

  it("changed on a request with a live bid is an amendment, mailed to the bidder with the labels", async () => {
    const created = await send(hospital.cookie, "POST", "/api/requests", createBody(NEEDS));
    const bidder = await make.account(t, { role: "telerad", providerId: classic.id });
    await make.application(t, { tenderId: created.body.id, providerId: classic.id });
    const res = await send(hospital.cookie, "PATCH", `/api/requests/${created.body.id}`, { imageTransfer: "dicom-vpn", interopNotes: "" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imageTransfer: "dicom-vpn", interopNotes: null, amendedAt: expect.any(String) });
    const [event] = await t.services.database.db.select().from(events).where(eq(events.entityId, created.body.id)).then((rows) => rows.filter((e) => e.action === "amended"));
    expect(event?.changes).toMatchObject({ imageTransfer: { before: "dicomweb", after: "dicom-vpn" }, interopNotes: { before: "PACS: Sectra IDS7", after: null } });
    const mail = (await mailTo(t, bidder.email)).find((m) => m.subject.startsWith("Request amended"));
    expect(mail?.text).toContain("Image transfer: DICOMweb STOW-RS -> DICOM C-STORE over VPN");
    expect(mail?.text).toContain("Integration notes: PACS: Sectra IDS7 -> (none)");
    const detail = (await send(telerad.cookie, "GET", `/api/requests/${created.body.id}`)).body as RequestView;
    expect(detail.amendments?.[0]?.changes.map((c) => c.label)).toEqual(["Image transfer", "Integration notes"]);
  });

  it("switching publication is an edit the hospital makes, not an amendment, and unseen by providers", async () => {
    const created = await send(hospital.cookie, "POST", "/api/requests", createBody(NEEDS));
    await make.application(t, { tenderId: created.body.id, providerId: classic.id });
    const res = await send(hospital.cookie, "PATCH", `/api/requests/${created.body.id}`, { publishOpenData: true });
    expect(res.body).toMatchObject({ publishOpenData: true, amendedAt: null });
    expect((await requestRow(t, created.body.id)).publishOpenData).toBe(true);
    expect((await send(telerad.cookie, "PATCH", `/api/requests/${created.body.id}`, { publishOpenData: false })).status).toBe(403);
  });
});

describe("Compare Applications", () => {
  it("shows per bid whether its provider meets each term", async () => {
    const created = await send(hospital.cookie, "POST", "/api/requests", createBody(NEEDS));
    await make.application(t, { tenderId: created.body.id, providerId: classic.id });
    await make.application(t, { tenderId: created.body.id, providerId: modern.id });
    const res = await send(hospital.cookie, "GET", `/api/requests/${created.body.id}/compare`);
    expect(res.status).toBe(200);
    const byProvider = Object.fromEntries((res.body as Comparison).entries.map((e) => [e.provider.id, e.interoperability.map((l) => `${l.term}:${l.met}`)]));
    expect(byProvider[classic.id]).toEqual(["imageTransfer:true", "orderFeed:true", "reportDelivery:false"]);
    expect(byProvider[modern.id]).toEqual(["imageTransfer:true", "orderFeed:true", "reportDelivery:true"]);
  });
});

describe("a provider's capabilities", () => {
  it("are set on its own profile, validated, and shown on the public profile", async () => {
    const provider = await make.provider(t, { name: `Own ${tag}` });
    const owner = await make.signedInAs(t, "telerad", provider.id);
    const bad = await send(owner.cookie, "PATCH", "/api/provider/me", { interopCapabilities: ["dicomweb", "carrier-pigeon"] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Interoperability must be among dicom-vpn, dicomweb, cloud-gateway");
    const ok = await send(owner.cookie, "PATCH", "/api/provider/me", { interopCapabilities: ["cloud-gateway", "portal-pdf", "cloud-gateway"] });
    expect(ok.status).toBe(200);
    expect(ok.body.interopCapabilities).toEqual(["cloud-gateway", "portal-pdf"]);
    expect((await send(undefined, "GET", `/api/providers/${provider.id}`)).body.interopCapabilities).toEqual(["cloud-gateway", "portal-pdf"]);
  });

  it("filter the directory: every capability asked must be listed; an unknown one is a 400", async () => {
    const names = async (query: string) =>
      ((await send(undefined, "GET", `/api/providers?query=${tag}&pageSize=50&${query}`)).body.data as { name: string }[]).map((p) => p.name.split(" ")[0]).sort();
    expect(await names("capabilities=dicomweb")).toEqual(["Classic", "Modern"]);
    expect(await names("capabilities=dicomweb,fhir-diagnosticreport")).toEqual(["Modern"]);
    expect(await names("capabilities=hl7v2-oru&capabilities=hl7v2-orm")).toEqual(["Classic"]);
    const bad = await send(undefined, "GET", "/api/providers?capabilities=fax");
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('capabilities: unknown capability "fax"');
  });
});
