import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contract } from "@/shared/contracts/contracts";
import type { RequestView } from "@/shared/contracts/request-views";
import { contractVersions } from "@/server/db/contracts-schema";
import { openDataReleases } from "@/server/db/open-data-schema";
import { publishOpenDataChange } from "@/server/modules/open-data/publish";
import * as make from "../support/factories";
import { expectedTier, generateStudies, ledgerTerms, toCsv } from "../support/studies";
import { contractsCast, day } from "./contracts-cast";
import { type TestApp, startTestApp } from "./harness";
import { expectValid, recordOf, recordPackage, type Release, releasePackage, releasesOf, section } from "./open-data-support";
import { monthsAgo } from "./studies-cast";

/** Issue 35, PRODUCT.md #40: a request marked "Publish as open data" in the OCDS 1.1 feed, from its tender to its measured months. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof contractsCast>>;

beforeAll(async () => {
  // A database of its own: the feed lists every published request of its database.
  t = await startTestApp({}, { ownDatabase: true });
  cast = await contractsCast(t);
});
afterAll(() => t.close());

const CONTACT = "night-desk@klinikum.example";
const LOSER_PRICE = 13.37;

/** A request of the cast's hospital posted through the API, CT and MRI with volumes, a budget and interoperability terms. */
async function postRequest(publishOpenData: boolean) {
  const res = await cast.call("owner", "POST", "/api/requests", {
    title: make.unique("Out-of-hours CT and MRI"),
    facility: "Klinikum Nordstadt",
    country: "DE",
    description: "Out-of-hours CT and MRI reads for our emergency department.",
    modalities: ["CT", "MRI"],
    volumesByModality: { CT: 1200, MRI: 300 },
    tatRequirement: "1-4h",
    budgetMin: 20,
    budgetMax: 45,
    budgetCurrency: "EUR",
    contactEmail: CONTACT,
    imageTransfer: "dicomweb",
    orderFeed: "hl7v2-orm",
    reportDelivery: "portal-pdf",
    interopNotes: "PACS: Sectra IDS7",
    publishOpenData,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as RequestView;
}

/** The winning bid (the cast's provider) and a losing one with a price and a note of its own, both scored. */
async function bids(requestId: string) {
  const bid = await make.application(t, {
    tenderId: requestId,
    providerId: cast.provider.id,
    pricePerCt: 21.5,
    pricesByModality: { CT: 21.5, MRI: 40 },
    currency: "EUR",
    turnaroundCommitment: "1-4h",
    earliestStart: null,
    status: "SHORTLISTED",
    qualityScore: 8.5,
    qualityRationale: "Fast and careful",
  });
  await make.application(t, { tenderId: requestId, providerId: cast.loser.id, pricePerCt: LOSER_PRICE, currency: "EUR", status: "SUBMITTED", note: "Our night team is in Lisbon", qualityScore: 3.5 });
  return bid;
}

const ok = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return res;
};
const tagsOf = (releases: Release[]) => releases.map((r) => r.tag);

describe("a request marked for publication", () => {
  it("goes through the feed from tender to measured months: valid packages, immutable releases, the compiled record at the end", async () => {
    const request = await postRequest(true);
    const ocid = `ocds-rdbrdg-${request.id}`;

    // 1. Created: the tender.
    let releases = await releasesOf(t, ocid);
    expect(tagsOf(releases)).toEqual([["tender"]]);
    const first = structuredClone(releases[0]!);
    expect(first.id).toBe(`${ocid}-1`);
    const tender = section(first, "tender");
    expect(tender).toMatchObject({
      id: request.id,
      status: "active",
      value: { amount: 45, currency: "EUR" },
      minValue: { amount: 20, currency: "EUR" },
      awardCriteria: "ratedCriteria",
      awardCriteriaDetails: "Bids are ranked by price (40 %), turnaround (30 %) and quality (30 %)",
      numberOfTenderers: 0,
      items: [
        { id: "CT", quantity: 1200, unit: { name: "studies per month" } },
        { id: "MRI", quantity: 300, unit: { name: "studies per month" } },
      ],
    });
    expect(tender.description).toContain("Interoperability: Image transfer: DICOMweb STOW-RS; Order feed: HL7 v2 ORM; Report delivery: Portal / PDF; Notes: PACS: Sectra IDS7.");
    expect(first.buyer).toEqual({ id: `org-${cast.hospital.id}`, name: cast.hospital.name });
    expect(first.parties).toEqual([{ id: `org-${cast.hospital.id}`, name: cast.hospital.name, address: { countryName: "Germany" }, roles: ["buyer", "procuringEntity"] }]);

    // Nothing changed: nothing new.
    await t.services.database.db.transaction((tx) => publishOpenDataChange(tx, request.id));
    expect(await releasesOf(t, ocid)).toHaveLength(1);

    // 2. Bids, then an amendment of what they bid on.
    const bid = await bids(request.id);
    await ok(await cast.call("owner", "PATCH", `/api/requests/${request.id}`, { budgetMax: 50, deadline: new Date(Date.now() + 60 * 86_400_000).toISOString() }));
    releases = await releasesOf(t, ocid);
    expect(tagsOf(releases)[1]).toEqual(["tenderAmendment"]);
    const amended = section(releases[1], "tender");
    expect(amended.value).toEqual({ amount: 50, currency: "EUR" });
    expect(amended.amendments).toEqual([{ id: expect.any(String), date: expect.any(String), rationale: "Amended: Maximum budget, Response deadline" }]);

    // 3. Awarded and closed: the award, and the draft contract it made (not yet in force).
    await ok(await cast.call("buyer", "PATCH", `/api/applications/${bid.id}`, { status: "AWARDED", closeRequest: true }));
    releases = await releasesOf(t, ocid);
    const awarded = releases[releases.length - 1]!;
    expect(awarded.tag).toEqual(["tenderUpdate", "award", "contract"]);
    expect(section(awarded, "tender").status).toBe("complete");
    expect(section(awarded, "awards")).toEqual([
      {
        id: `award-${bid.id}`,
        title: request.title,
        status: "active",
        date: expect.any(String),
        suppliers: [{ id: `provider-${cast.provider.id}`, name: cast.provider.name }],
        items: [
          expect.objectContaining({ id: "CT", quantity: 1200, unit: { name: "study", value: { amount: 21.5, currency: "EUR" } } }),
          expect.objectContaining({ id: "MRI", quantity: 300, unit: { name: "study", value: { amount: 40, currency: "EUR" } } }),
        ],
      },
    ]);
    const contractRef = (await (await cast.call("buyer", "GET", `/api/applications/${bid.id}/contract`)).json()) as { id: string };
    expect(section(awarded, "contracts")).toEqual([{ id: `contract-${contractRef.id}`, awardID: `award-${bid.id}`, title: request.title, status: "pending" }]);
    expect(section(awarded, "parties")).toContainEqual({ id: `provider-${cast.provider.id}`, name: cast.provider.name, address: { countryName: "Germany" }, roles: ["supplier", "tenderer"] });

    // 4. The contract: drafted on the ledger's terms, sent, started three months ago (moved back here), accepted: active.
    await ok(await cast.call("buyer", "PUT", `/api/contracts/${contractRef.id}/draft`, { terms: ledgerTerms(day(0)) }));
    await ok(await cast.call("buyer", "POST", `/api/contracts/${contractRef.id}/send`, {}));
    const sent = await cast.read("buyer", contractRef.id);
    const start = monthsAgo(3);
    await t.services.database.db.update(contractVersions).set({ effectiveFrom: start, terms: ledgerTerms(start) }).where(eq(contractVersions.id, sent.versions[0]!.id));
    const accepted = (await (await ok(await cast.call("providerOwner", "POST", `/api/contracts/${contractRef.id}/accept`, { versionId: sent.versions[0]!.id }))).json()) as Contract;
    expect(accepted.status).toBe("active");
    releases = await releasesOf(t, ocid);
    const signed = releases[releases.length - 1]!;
    expect(signed.tag).toEqual(["contractUpdate"]);
    const contract = section(signed, "contracts")[0]!;
    expect(contract).toMatchObject({
      status: "active",
      period: { startDate: `${start}T00:00:00Z`, endDate: `${accepted.endDate}T23:59:59Z` },
      // CT at 25.00 and 20.00 (mean 22.50) x 700 a month, MRI at 40.00 x 150, for 24 months.
      value: { amount: (22.5 * 700 + 40 * 150) * 24, currency: "EUR" },
      dateSigned: expect.any(String),
    });
    expect(contract.agreedMetrics).toEqual([expect.objectContaining({ id: "turnaround", observations: expect.arrayContaining([{ id: "1-4h", measure: 240, unit: { name: "minutes" }, dimensions: { priorityTier: "Urgent (1-4h)" } }]) })]);

    // 5. Studies recorded: the month's measured turnaround.
    const month = monthsAgo(1).slice(0, 7);
    const rows = generateStudies(300, month, 35);
    const upload = await t.request("POST", `/api/contracts/${contractRef.id}/studies/file`, { cookie: cast.u.buyer.cookie, body: toCsv(rows), headers: { "content-type": "text/csv" } });
    expect(upload.status, await upload.clone().text()).toBe(200);
    releases = await releasesOf(t, ocid);
    const measured = releases[releases.length - 1]!;
    expect(measured.tag).toEqual(["implementation"]);
    const metrics = section(section(measured, "contracts")[0], "implementation").metrics as unknown as { id: string; observations: Record<string, unknown>[] }[];
    expect(metrics.map((m) => m.id)).toEqual(["turnaround"]);
    const urgent = expectedTier(rows, ledgerTerms(start), "1-4h");
    const observation = (suffix: string) => metrics[0]!.observations.find((o) => o.id === `${month}-1-4h-${suffix}`);
    expect(observation("median")).toMatchObject({ measure: Math.round(urgent.p50! / 60), unit: { name: "minutes" }, period: { startDate: `${month}-01T00:00:00Z` } });
    expect(observation("within")).toMatchObject({ measure: urgent.sharePercent, unit: { name: "percent" }, dimensions: { priorityTier: "Urgent (1-4h)", statistic: "share within commitment", commitment: "240 minutes" } });
    expect(observation("studies")).toMatchObject({ measure: urgent.studies });

    // The record: every release, the first unchanged, and the compiled release holding the latest state.
    const { record } = await recordOf(t, ocid);
    expect(record!.releases.map((r) => r.id)).toEqual(releases.map((r) => r.id));
    expect(record!.releases[0]).toEqual(first);
    const [stored] = await t.services.database.db.select().from(openDataReleases).where(eq(openDataReleases.id, first.id));
    expect(stored!.release).toEqual(first);
    const compiled = record!.compiledRelease;
    expect(compiled).toMatchObject({ ocid, id: `${ocid}-${measured.date}`, date: measured.date, tag: ["compiled"], tender: { status: "complete", value: { amount: 50 } } });
    expect(section(compiled, "awards")[0]).toMatchObject({ status: "active" });
    expect(section(compiled, "contracts")[0]).toMatchObject({ status: "active", implementation: { metrics: [{ id: "turnaround" }] } });
    expect(section(section(compiled, "tender"), "amendments")).toHaveLength(1);
    expectValid("release-schema.json", compiled);
    expect((await recordPackage(t)).records.map((r) => r.ocid)).toContain(ocid);
  });
});

describe("a request not marked for publication", () => {
  it("never appears, even once awarded; one unmarked disappears", async () => {
    const hidden = await postRequest(false);
    const bid = await bids(hidden.id);
    await ok(await cast.call("buyer", "PATCH", `/api/applications/${bid.id}`, { status: "AWARDED", closeRequest: true }));
    const ocid = `ocds-rdbrdg-${hidden.id}`;
    expect(await releasesOf(t, ocid)).toEqual([]);
    expect((await recordPackage(t)).records.map((r) => r.ocid)).not.toContain(ocid);
    expect((await recordOf(t, ocid)).status).toBe(404);
    expect(await t.services.database.db.select().from(openDataReleases).where(eq(openDataReleases.tenderId, hidden.id))).toEqual([]);

    const withdrawn = await postRequest(true);
    const marked = `ocds-rdbrdg-${withdrawn.id}`;
    expect(await releasesOf(t, marked)).toHaveLength(1);
    await ok(await cast.call("owner", "PATCH", `/api/requests/${withdrawn.id}`, { publishOpenData: false }));
    expect(await releasesOf(t, marked)).toEqual([]);
    expect((await recordPackage(t)).records.map((r) => r.ocid)).not.toContain(marked);
    expect((await recordOf(t, marked)).status).toBe(404);
    // Marked again, it is back with what it published before, and nothing new (nothing changed).
    await ok(await cast.call("owner", "PATCH", `/api/requests/${withdrawn.id}`, { publishOpenData: true }));
    expect(await releasesOf(t, marked)).toHaveLength(1);
  });
});

describe("what is never published", () => {
  it("no losing bidder, price, note or score, no e-mail address, in any package", async () => {
    const request = await postRequest(true);
    const bid = await bids(request.id);
    await ok(await cast.call("buyer", "PATCH", `/api/applications/${bid.id}`, { status: "AWARDED", closeRequest: true }));
    const ocid = `ocds-rdbrdg-${request.id}`;
    expect((await releasesOf(t, ocid)).length).toBeGreaterThan(1);
    const texts = [JSON.stringify(await releasePackage(t, "?limit=500")), JSON.stringify(await recordPackage(t, "/api/ocds/records?limit=100")), JSON.stringify((await recordOf(t, ocid)).record)];
    for (const text of texts) {
      for (const secret of [cast.loser.name, cast.loser.id, "Lisbon", CONTACT, "Fast and careful", cast.u.owner.email, cast.u.buyer.email, cast.u.providerOwner.email]) expect(text).not.toContain(secret);
      // A number, not the seconds of a date (":13.370Z").
      expect(text).not.toMatch(new RegExp(`[^\\d:]${String(LOSER_PRICE).replace(".", "\\.")}[,}\\]]`));
      expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      expect(text.toLowerCase()).not.toContain("score");
    }
  });
});
