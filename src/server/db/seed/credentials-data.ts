import { inArray } from "drizzle-orm";
import type { Db } from "../client";
import { credentialDocuments, credentials } from "../credentials-schema";
import { providers, tenders } from "../schema";

const DAY = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

type NewCredential = typeof credentials.$inferInsert;

/** A tiny valid one-page PDF (a few hundred bytes) naming what it stands for. */
export function demoPdf(title: string): Uint8Array {
  const text = title
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/[()\\]/g, "");
  const stream = `BT /F1 12 Tf 30 90 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 180] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

const LICENSING_BODIES: Record<string, string> = {
  US: "State Medical Board",
  GB: "General Medical Council",
  DE: "Landesärztekammer",
  FR: "Ordre des médecins",
  IE: "Irish Medical Council",
  CA: "College of Physicians and Surgeons",
  AU: "Medical Board of Australia",
};
const ACCREDITORS = ["Joint Commission", "American College of Radiology", "ISO 9001 (TÜV SÜD)"];
const REGIONS: Record<string, string[]> = { US: ["California", "Texas"], CA: ["Ontario"], AU: ["New South Wales"] };

interface Who {
  adminId: string;
  teleradUserId: string;
  teleradProviderId: string;
  /** Demo providers in seeding order; the first is the demo telerad's. */
  providerIds: string[];
}

/**
 * Credentials for the demo (issue 16): current verified licences for most providers (several countries, some
 * with regions), insurance, board certification and accreditation; a few pending for the admin queue, one
 * rejected with a reason, one expiring within 30 days. The demo telerad's provider (NightHawk) is licensed in
 * the United States (California, New York), Germany and the United Kingdom, has a pending licence for France
 * (so not yet eligible there) and an Irish licence expiring in 20 days.
 */
export async function seedDemoCredentials(db: Db, who: Who) {
  const rows = await db.select({ id: providers.id, name: providers.name, hq: providers.hqCountry, regions: providers.regionsServed }).from(providers).where(inArray(providers.id, who.providerIds));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list: (NewCredential & { doc: string })[] = [];
  const add = (providerId: string, c: Partial<NewCredential> & Pick<NewCredential, "type" | "country">, i: number) => {
    const name = byId.get(providerId)?.name ?? "Provider";
    const status = c.status ?? "verified";
    list.push({
      providerId,
      number: `${c.country}-${c.type === "medical_licence" ? "LIC" : c.type.slice(0, 3).toUpperCase()}-${String(100_000 + i * 7919).slice(0, 6)}`,
      issuingBody: LICENSING_BODIES[c.country] ?? "National Medical Council",
      validFrom: dayFromNow(-200 - i * 7),
      expiresOn: dayFromNow(400 + i * 11),
      status,
      reviewedBy: status === "pending" ? null : who.adminId,
      reviewedAt: status === "pending" ? null : daysAgo(30 + (i % 20)),
      documentName: `${c.type.replace(/_/g, "-")}-${c.country.toLowerCase()}.pdf`,
      documentType: "application/pdf",
      createdAt: daysAgo(40 + (i % 30)),
      updatedAt: daysAgo(status === "pending" ? 1 + (i % 5) : 30 + (i % 20)),
      doc: `${name}: ${c.type.replace(/_/g, " ")} ${c.country}${c.region ? ` ${c.region}` : ""} (demo document)`,
      documentSize: 0,
      ...c,
    });
  };

  // The demo telerad's provider.
  const mine = who.teleradProviderId;
  const own = { createdBy: who.teleradUserId };
  add(mine, { type: "medical_licence", country: "US", region: "California", issuingBody: "Medical Board of California", expiresOn: dayFromNow(700), ...own }, 0);
  add(mine, { type: "medical_licence", country: "US", region: "New York", issuingBody: "New York State Education Department", expiresOn: dayFromNow(650), ...own }, 1);
  add(mine, { type: "medical_licence", country: "DE", expiresOn: dayFromNow(900), ...own }, 2);
  add(mine, { type: "medical_licence", country: "GB", expiresOn: dayFromNow(520), ...own }, 3);
  add(mine, { type: "medical_licence", country: "IE", expiresOn: dayFromNow(20), ...own }, 4);
  add(mine, { type: "medical_licence", country: "FR", status: "pending", ...own }, 5);
  add(mine, { type: "malpractice_insurance", country: "US", issuingBody: "The Doctors Company", expiresOn: dayFromNow(580), ...own }, 6);
  add(mine, { type: "board_certification", country: "US", issuingBody: "American Board of Radiology", expiresOn: dayFromNow(1500), ...own }, 7);
  add(mine, { type: "accreditation", country: "US", issuingBody: "Joint Commission", expiresOn: dayFromNow(800), ...own }, 8);

  who.providerIds.slice(1).forEach((id, k) => {
    const i = k + 1;
    const p = byId.get(id);
    if (!p || i % 6 === 4) return; // about one in six holds no credential at all
    const countries = [p.hq, ...p.regions.filter((c) => c !== p.hq).slice(0, 1 + (i % 3))];
    // Germany is the demo's licence-required market: a good share of providers hold a German licence.
    if (i % 3 === 2 && !countries.includes("DE")) countries.push("DE");
    countries.forEach((country, j) => {
      const regions = REGIONS[country];
      add(id, { type: "medical_licence", country, region: regions && j === 0 && i % 2 === 0 ? regions[i % regions.length] : null }, i * 10 + j);
    });
    if (i % 2 === 0) add(id, { type: "malpractice_insurance", country: p.hq, issuingBody: "MedProtect Mutual" }, i * 10 + 5);
    if (i % 3 === 0) add(id, { type: "board_certification", country: p.hq, issuingBody: "National Board of Radiology" }, i * 10 + 6);
    if (i % 4 === 1) add(id, { type: "accreditation", country: p.hq, issuingBody: ACCREDITORS[i % ACCREDITORS.length] }, i * 10 + 7);
    if (i % 8 === 3) add(id, { type: "medical_licence", country: i % 16 === 3 ? "CH" : "SE", status: "pending" }, i * 10 + 8);
    if (i === 2)
      add(id, { type: "medical_licence", country: "FR", status: "rejected", rejectionReason: "The scan is cut off: the licence number and the expiry date cannot be read. Please upload the full page." }, i * 10 + 9);
  });

  for (const { doc, ...c } of list) {
    const bytes = demoPdf(doc);
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(credentials).values({ ...c, documentSize: bytes.length }).returning({ id: credentials.id });
      await tx.insert(credentialDocuments).values({ credentialId: row!.id, content: bytes });
    });
  }
}

/**
 * Two requests of hospital@demo.test that require a verified licence: one in Germany, which the demo
 * telerad's provider may apply to, one in France, which it may not (its French licence is pending).
 */
export async function seedLicenceRequiredRequests(db: Db, hospitalId: string): Promise<string[]> {
  const base = { hospitalId, licenceRequired: true, budgetCurrency: "EUR", postedDate: daysAgo(3), createdAt: daysAgo(3), deadline: new Date(Date.now() + 45 * DAY) };
  const rows = await db.insert(tenders).values([
    {
      ...base,
      title: "Neuroradiology second reads – Germany",
      facility: "Universitätsklinikum Rheinland",
      country: "DE",
      description: "Second reads of neuro MRI and CT angiography for our stroke unit. German law requires a radiologist licensed in Germany: only providers with a verified German licence can apply.",
      modalities: ["MRI", "CT"],
      requirements: ["Licensed in Germany", "Reports in German or English"],
      volumesPerMonth: 600,
      volumesByModality: { MRI: 400, CT: 200 },
      tatRequirement: "4-12h",
      budgetMin: 30,
      budgetMax: 55,
      contactEmail: "radiologie@uk-rheinland.example",
      websiteUrl: "https://www.uk-rheinland.example",
    },
    {
      ...base,
      title: "Breast screening reads – France",
      facility: "Centre Hospitalier de Lyon-Est",
      country: "FR",
      description: "Screening mammography first reads for our regional programme. Only providers with a verified French licence can apply.",
      modalities: ["Mammography"],
      requirements: ["Licensed in France", "Reports in French"],
      volumesPerMonth: 1500,
      volumesByModality: {},
      tatRequirement: "24-48h",
      budgetMin: 8,
      budgetMax: 14,
      contactEmail: "imagerie@ch-lyon-est.example",
      websiteUrl: "https://www.ch-lyon-est.example",
    },
  ]).returning({ id: tenders.id });
  return rows.map((r) => r.id);
}
