import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Credential } from "@/shared/contracts/credentials";
import { CREDENTIAL_MESSAGES as M } from "@/shared/policy/credentials";
import * as make from "../support/factories";
import { type TestApp, startTestApp } from "./harness";
import { type CredentialsCast, credentialEvents, credentialsCast, credentialsOf, documentOf, errorOf, fields, form, JPEG_BYTES, PNG_BYTES, pdf } from "./credentials-cast";

/** A provider's users manage its credentials (issue 16): who may, what is stored, and what is recorded. */

let t: TestApp;
let cast: CredentialsCast;
const NO_PROVIDER = "User not associated with a provider";


beforeAll(async () => {
  t = await startTestApp();
  cast = await credentialsCast(t);
});
afterAll(() => t.close());

async function created(values = fields(), document = pdf()): Promise<Credential> {
  const res = await cast.create("own", form(values, document));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Credential;
}

describe("adding a credential", () => {
  it("stores a pending credential and its document in one go, and records the event", async () => {
    const values = fields({ country: "Germany" });
    const credential = await created(values);
    expect(credential).toMatchObject({
      providerId: cast.providerA.id,
      type: "medical_licence",
      country: "DE",
      region: "Bavaria",
      number: values.number,
      issuingBody: "Bayerische Landesärztekammer",
      validFrom: "2025-01-01",
      expiresOn: "2030-12-31",
      status: "pending",
      rejectionReason: null,
      reviewedAt: null,
      current: false,
      document: { name: "licence.pdf", type: "application/pdf", size: make.PDF_BYTES.length },
    });
    expect(await documentOf(t, credential.id)).toEqual(make.PDF_BYTES);
    const [event, ...more] = await credentialEvents(t, credential.id);
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({ action: "created", providerId: cast.providerA.id, actorUserId: cast.u.own.userId });
    expect(event!.changes).toMatchObject({ number: { before: null, after: values.number }, status: { before: null, after: "pending" }, documentName: { before: null, after: "licence.pdf" } });
  });

  it("accepts a PNG and a JPEG, typed from their bytes whatever their name says", async () => {
    const png = await created(fields(), { bytes: PNG_BYTES, name: "scan.pdf", type: "application/pdf" });
    expect(png.document).toEqual({ name: "scan.pdf", type: "image/png", size: PNG_BYTES.length });
    const jpeg = await created(fields(), { bytes: JPEG_BYTES, name: "C:\\fakepath\\photo", type: "text/plain" });
    expect(jpeg.document).toEqual({ name: "photo", type: "image/jpeg", size: JPEG_BYTES.length });
    expect(await documentOf(t, jpeg.id)).toEqual(JPEG_BYTES);
  });

  it("refuses a text file named licence.pdf sent as application/pdf, and stores nothing", async () => {
    const before = (await credentialsOf(t, cast.providerA.id)).length;
    const fake = { bytes: new TextEncoder().encode("I am not a PDF, only text pretending.\n"), name: "licence.pdf", type: "application/pdf" };
    const res = await cast.create("own", form(fields(), fake));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ document: M.documentWrongType });
    expect(await credentialsOf(t, cast.providerA.id)).toHaveLength(before);
  });

  it("refuses an 11 MB document with the clear message, and stores nothing", async () => {
    const before = (await credentialsOf(t, cast.providerA.id)).length;
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(make.PDF_BYTES);
    const res = await cast.create("own", form(fields(), { bytes: big, name: "big.pdf", type: "application/pdf" }));
    expect([400, 413]).toContain(res.status);
    const error = await errorOf(res);
    expect(error.message).toBe(M.documentTooLarge);
    expect(error.fields).toEqual({ document: M.documentTooLarge });
    // Just over 10 MB fits the request limit but not the document's: the same message from validation.
    const over = new Uint8Array(10 * 1024 * 1024 + 1);
    over.set(make.PDF_BYTES);
    const res2 = await cast.create("own", form(fields(), { bytes: over, name: "over.pdf" }));
    expect(res2.status).toBe(400);
    expect((await errorOf(res2)).fields).toEqual({ document: M.documentTooLarge });
    expect(await credentialsOf(t, cast.providerA.id)).toHaveLength(before);
  });

  it("gives every bad field its message at once, and stores nothing", async () => {
    const before = (await credentialsOf(t, cast.providerA.id)).length;
    const res = await cast.create("own", form({ type: "driving_licence", country: "Atlantis", region: "r".repeat(101), number: " ", issuingBody: "b".repeat(201), validFrom: "2025-02-30", expiresOn: "soon" }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      type: M.typeRequired,
      country: M.countryRequired,
      region: M.regionLong,
      number: M.numberRequired,
      issuingBody: M.issuingBodyLong,
      validFrom: M.validFromRequired,
      expiresOn: M.expiresOnRequired,
      document: M.documentRequired,
    });
    const cases: [Record<string, string | undefined>, Record<string, string>][] = [
      [{ type: undefined }, { type: M.typeRequired }],
      [{ country: "" }, { country: M.countryRequired }],
      [{ number: "n".repeat(101) }, { number: M.numberLong }],
      [{ issuingBody: "   " }, { issuingBody: M.issuingBodyRequired }],
      [{ validFrom: undefined }, { validFrom: M.validFromRequired }],
      [{ expiresOn: "2024-12-31" }, { expiresOn: M.expiresBeforeValid }],
      [{ expiresOn: "2025-01-01" }, { expiresOn: M.expiresBeforeValid }],
      [{ providerId: cast.providerB.id }, { _form: "Unknown field: providerId" }],
    ];
    for (const [overrides, expected] of cases) {
      const r = await cast.create("own", form(fields(overrides), pdf()));
      expect(r.status, JSON.stringify(overrides)).toBe(400);
      expect((await errorOf(r)).fields, JSON.stringify(overrides)).toEqual(expected);
    }
    const together = await cast.create("own", form(fields({ number: "", expiresOn: "2024-06-30" })));
    expect((await errorOf(together)).fields).toEqual({ number: M.numberRequired, expiresOn: M.expiresBeforeValid, document: M.documentRequired });
    const missing = await cast.create("own", form(fields()));
    expect((await errorOf(missing)).fields).toEqual({ document: M.documentRequired });
    const empty = await cast.create("own", form(fields(), { bytes: new Uint8Array(), name: "" }));
    expect((await errorOf(empty)).fields).toEqual({ document: M.documentRequired });
    expect(await credentialsOf(t, cast.providerA.id)).toHaveLength(before);
  });

  it("refuses JSON, control characters and everyone but a telerad user with a provider", async () => {
    const before = (await credentialsOf(t, cast.providerA.id)).length;
    const json = await cast.send("own", "POST", "/api/credentials", JSON.stringify(fields()), { "content-type": "application/json" });
    expect(json.status).toBe(415);
    const malformed = await cast.send("own", "POST", "/api/credentials", "--nope\r\nnot a part", { "content-type": "multipart/form-data; boundary=elsewhere" });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).message).toBe("Malformed multipart/form-data body");
    // Every other route stays JSON only.
    const elsewhere = await cast.send("own", "PATCH", "/api/provider/me", form({ name: "Multipart" }));
    expect(elsewhere.status).toBe(415);
    const fileName = await cast.create("own", form(fields(), pdf("licence\u0007.pdf")));
    expect(fileName.status).toBe(400);
    expect((await errorOf(fileName)).message).toBe("document: must not contain control characters");
    const control = await cast.create("own", form(fields({ number: "A\u0000B" }), pdf()));
    expect(control.status).toBe(400);
    expect((await errorOf(control)).message).toBe("number: must not contain control characters");
    const res = await cast.create("anonymous", form(fields(), pdf()));
    expect(res.status).toBe(401);
    for (const who of ["noProvider", "basic", "hospital", "admin"] as const) {
      const r = await cast.create(who, form(fields(), pdf()));
      expect(r.status, who).toBe(403);
      expect((await errorOf(r)).message).toBe(NO_PROVIDER);
    }
    // A Bidder of the provider: only its Owners manage credentials.
    const bidder = await cast.create("bidder", form(fields(), pdf()));
    expect(bidder.status).toBe(403);
    expect((await errorOf(bidder)).message).toBe("Your role in this organisation does not allow this");
    const crossSite = await cast.send("own", "POST", "/api/credentials", form(fields(), pdf()), { origin: "https://evil.test" });
    expect(crossSite.status).toBe(403);
    expect(await credentialsOf(t, cast.providerA.id)).toHaveLength(before);
  });
});
