import type { TestApp } from "./harness";
import { demoSignIn, startDemoApp } from "./demo-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { credentialDocuments, credentials } from "@/server/db/credentials-schema";
import { tenders } from "@/server/db/schema";
import { credentialFactLines } from "@/shared/policy/credential-facts";
import { sniffDocumentType } from "@/shared/policy/credentials";

/** The demo's credentials (issue 16): most providers licensed, a queue for the admin, and licence-required requests. */

let t: TestApp;
beforeAll(async () => {
  t = await startDemoApp();
});
afterAll(() => t?.close());

const today = new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

it("seeds current verified licences for most providers, a pending queue, one rejection and one expiring soon, each with a small real PDF", async () => {
  const db = t.services.database.db;
  const all = await db.select().from(credentials);
  const current = all.filter((c) => c.status === "verified" && c.validFrom <= today && c.expiresOn > today);
  const licensed = new Set(current.filter((c) => c.type === "medical_licence").map((c) => c.providerId));
  expect(licensed.size).toBeGreaterThanOrEqual(30);
  expect(new Set(current.filter((c) => c.type === "medical_licence").map((c) => c.country)).size).toBeGreaterThanOrEqual(10);
  expect(current.some((c) => c.region)).toBe(true);
  for (const type of ["malpractice_insurance", "board_certification", "accreditation"]) expect(current.some((c) => c.type === type)).toBe(true);
  expect(all.filter((c) => c.status === "pending").length).toBeGreaterThanOrEqual(3);
  const rejected = all.filter((c) => c.status === "rejected");
  expect(rejected).toHaveLength(1);
  expect(rejected[0]!.rejectionReason).toMatch(/cannot be read/);
  expect(current.filter((c) => c.expiresOn <= inDays(30)).length).toBeGreaterThanOrEqual(1);
  const docs = await db.select().from(credentialDocuments);
  expect(docs).toHaveLength(all.length);
  for (const d of docs) {
    expect(sniffDocumentType(d.content)).toBe("application/pdf");
    expect(d.content.length).toBeLessThan(1000);
    expect(new TextDecoder().decode(d.content)).toMatch(/%%EOF\n$/);
    expect(all.find((c) => c.id === d.credentialId)!.documentSize).toBe(d.content.length);
  }
});

it("lets the demo telerad's provider apply to the German licence-required request, not the French one", async () => {
  const db = t.services.database.db;
  const required = await db.select().from(tenders).where(eq(tenders.licenceRequired, true));
  expect(required.map((r) => r.country).sort()).toEqual(["DE", "FR"]);
  const cookie = await demoSignIn(t, "telerad@demo.test");
  const detail = async (country: string) => (await (await t.request("GET", `/api/requests/${required.find((r) => r.country === country)!.id}`, { cookie })).json()).eligibility;
  expect(await detail("DE")).toEqual({ eligible: true, reason: null });
  expect(await detail("FR")).toEqual({ eligible: false, reason: "A verified licence for France is required to apply" });

  const profile = await (await t.request("GET", "/api/providers/nighthawk-radiology-partners")).json();
  expect(credentialFactLines(profile.credentials)[0]).toBe("Licensed in Germany, Ireland, United Kingdom, United States (California, New York)");
  const page = await (await t.request("GET", "/api/providers?licensed=DE&pageSize=100")).json();
  expect(page.data.map((p: { name: string }) => p.name)).toContain("NightHawk Radiology Partners");
  expect(page.data.every((p: { licensedIn: string[] }) => p.licensedIn.includes("DE"))).toBe(true);
});
