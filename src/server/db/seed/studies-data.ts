import type { ContractTerms } from "@/shared/contracts/contracts";
import { monthOf, type PeerReviewScore } from "@/shared/policy/studies";
import { recordContractEvent } from "../../modules/contracts/events";
import { referenceHasher } from "../../modules/studies/reference";
import * as studiesRepo from "../../modules/studies/repo";
import { checkStudy, type CheckedStudy, termsOn } from "../../modules/studies/rows";
import { measuresWindowStart } from "../../modules/studies/measures";
import type { Db, Tx } from "../client";
import { rng } from "./random";

type Person = { id: string; email: string; name: string; role: string };
const HOUR = 3_600_000;
/** RADPEER scores as a peer review gives them: mostly agreement, about one in fifty a significant discrepancy. */
const PEER_SCORES: readonly PeerReviewScore[] = [...Array<PeerReviewScore>(86).fill("1"), ...Array<PeerReviewScore>(10).fill("2a"), "3a", "3a", "2b", "3b"];

const DISPUTES = [
  "Our log shows the final report was sent 40 minutes earlier; the images arrived incomplete first.",
  "The images were re-sent at 02:10 after a PACS outage: the clock should start then.",
  "This study was cancelled by the ward and never reported by us.",
  "Wrong priority: the request came in as routine, not urgent.",
];

/** A service line, its modality drawn in proportion to the monthly forecast. */
function pickLine(x: number, terms: ContractTerms) {
  const weights = terms.lines.map((l) => (terms.forecast[l.modality] ?? 1) / terms.lines.filter((o) => o.modality === l.modality).length);
  let left = x * weights.reduce((a, b) => a + b, 0);
  for (const [i, w] of weights.entries()) {
    left -= w;
    if (left < 0) return terms.lines[i]!;
  }
  return terms.lines.at(-1)!;
}

/**
 * The demo's active contract's ledger (issue 31 §7): every month since its start, studies close to its forecast of 900 a month,
 * reported by the hospital, mostly on time, with a bad month at the Urgent tier (a service credit is due), peer
 * reviews on about one in twelve (a few significant discrepancies), four disputes waiting for the hospital and two
 * resolved. Checked and stored by the product's own ingest code, so the monthly figures and the provider's directory
 * figures are exactly what the product computes; the accession-like references are hashed like any other.
 */
export async function seedDemoStudies(db: Db, secret: string, c: { id: string; title: string; hospitalOrganisationId: string; providerId: string; startDate: string }, hospital: Person, provider: Person) {
  const r = rng(20261128);
  const timeline = { startDate: c.startDate, versions: await studiesRepo.agreedVersions(db, c.id) };
  const hash = referenceHasher(secret, c.hospitalOrganisationId);
  const now = new Date();
  const until = now.getTime() - 6 * HOUR;
  const rows: CheckedStudy[] = [];
  let n = 0;
  for (let day = Date.parse(`${c.startDate}T00:00:00Z`); day < until; day += 24 * HOUR) {
    const terms = termsOn(timeline.versions, new Date(day).toISOString().slice(0, 10))!;
    // The second month was hard: an outage and short staffing left the Urgent tier well below its commitment.
    const badMonth = monthOf(new Date(day)) === monthOf(new Date(Date.parse(`${c.startDate}T00:00:00Z`) + 40 * 24 * HOUR));
    for (let i = r.int(24, 34); i > 0; i--) {
      const line = pickLine(r.next(), terms);
      const commitment = terms.tiers.find((t) => t.tier === line.tier)!.commitmentMinutes;
      const images = day + r.int(0, 24 * 60 - 1) * 60_000;
      const late = r.chance(badMonth && line.tier === "1-4h" ? 0.16 : 0.04);
      const minutes = late ? commitment + r.int(1, commitment) : r.int(Math.max(3, Math.round(commitment * 0.1)), commitment);
      if (images + minutes * 60_000 > until) continue;
      const peer: PeerReviewScore | null = r.chance(1 / 12) ? r.pick(PEER_SCORES) : null;
      const raw = {
        reference: `NOR-${new Date(images).toISOString().slice(0, 10).replace(/-/g, "")}-${String(++n).padStart(5, "0")}`,
        modality: line.modality,
        priority: line.tier,
        images_available_at: new Date(images).toISOString(),
        preliminary_report_at: r.chance(0.2) ? new Date(images + Math.floor(minutes / 2) * 60_000).toISOString() : null,
        final_report_at: new Date(images + minutes * 60_000).toISOString(),
        peer_review: peer,
      };
      const checked = checkStudy(raw, timeline, hash, now);
      if ("study" in checked) rows.push(checked.study);
    }
  }
  await db.transaction(async (tx) => {
    const by = { side: "hospital" as const, userId: hospital.id, apiKeyId: null };
    for (let i = 0; i < rows.length; i += 2000) await studiesRepo.upsertStudies(tx, c.id, by, rows.slice(i, i + 2000));
    await markDisputes(tx, c.id, rows, provider);
    await studiesRepo.refreshMonths(tx, c.id, [...new Set(rows.map((s) => s.month))]);
    await studiesRepo.refreshProviderMeasures(tx, c.providerId, measuresWindowStart(now));
    const actor = { userId: hospital.id, role: "hospital" as const, email: hospital.email };
    await recordContractEvent(tx, actor, c, "studies_recorded", { studies: { before: null, after: rows.length }, added: { before: null, after: rows.length }, updated: { before: null, after: 0 }, via: { before: null, after: "file" } });
  });
}

/** Four of last month's studies disputed by the provider and waiting; two more disputed and since resolved. */
async function markDisputes(tx: Tx, contractId: string, rows: CheckedStudy[], provider: Person) {
  const lastMonth = [...new Set(rows.map((s) => s.month))].sort().at(-2);
  const picked = rows.filter((s) => s.month === lastMonth).slice(0, 6);
  const found = new Map((await studiesRepo.existingStudies(tx, contractId, picked.map((s) => s.referenceHash))).map((e) => [e.hash, e.id]));
  const at = new Date(Date.now() - 5 * 24 * HOUR);
  for (const [i, s] of picked.entries()) {
    const id = found.get(s.referenceHash);
    if (!id) continue;
    const dispute = { disputeReason: DISPUTES[i % DISPUTES.length]!, disputedAt: at, disputedByName: provider.name };
    if (i < 4) await studiesRepo.updateStudy(tx, id, { ...dispute, status: "disputed" });
    else await studiesRepo.updateStudy(tx, id, { ...dispute, status: "recorded", resolution: i === 4 ? "confirmed" : "corrected", resolvedAt: new Date(at.getTime() + 30 * HOUR) });
  }
}
