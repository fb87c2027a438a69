import type { Decision, EvaluatedBid, Evaluation } from "@/shared/contracts/evaluations";
import { DECISION_LABELS } from "@/shared/policy/evaluations";
import { MEMBER_ROLE_LABELS } from "@/shared/policy/organisations";
import { footers, finish, heading, line, newDocument, table, title, utcMinute } from "../contracts/document-layout";

/**
 * The evaluation report (issue 33): a PDF for the file holding the criteria, the panel, its declarations, every
 * individual and consensus score with its reasons, the ranking, every award decision and the challenges. Made on
 * request from the view the server chose for the caller: it shows what it is given and nothing else.
 */

export interface RankedBid {
  providerName: string;
  points: { price: number; turnaround: number; quality: number; total: number } | null;
  rank: number | null;
  qualityScore: number | null;
}

export interface EvaluationReportInput {
  evaluation: Evaluation;
  hospitalName: string | null;
  generatedAt: Date;
  ranking: RankedBid[];
}

type Doc = PDFKit.PDFDocument;
type Person = { userId: string | null; name: string | null } | null;

export const NO_PANEL = "No evaluation panel: quality scores were entered by the hospital";

const score = (n: number) => n.toFixed(1);
const points = (n: number) => n.toFixed(1);
const who = (p: Person) => p?.name ?? "a person no longer on record";
const statusWord = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();

/** A paragraph with space after it, so entries of a list stand apart. */
function entry(doc: Doc, text: string, label?: string) {
  line(doc, text, label);
  doc.moveDown(0.3);
}

function criteria(doc: Doc, e: Evaluation) {
  heading(doc, "Criteria and weights");
  table(
    doc,
    [
      { header: "Criterion", share: 0.7 },
      { header: "Weight", share: 0.3, align: "right" },
    ],
    [
      ["Price", `${e.weights.price}%`],
      ["Turnaround", `${e.weights.turnaround}%`],
      ["Quality", `${e.weights.quality}%`],
    ],
  );
  line(doc, e.standstillDays === null ? "none" : `${e.standstillDays} ${e.standstillDays === 1 ? "day" : "days"}`, "Standstill");
  line(doc, e.approvalRequired ? "a second member approves every award" : "not required", "Award approval");
}

function panel(doc: Doc, e: Evaluation) {
  heading(doc, "Evaluation panel");
  if (e.panel.length === 0) {
    line(doc, NO_PANEL);
    return;
  }
  table(
    doc,
    [
      { header: "Member", share: 0.4 },
      { header: "Role", share: 0.2 },
      { header: "Declared for every bidder", share: 0.25 },
      { header: "Bids scored", share: 0.15, align: "right" },
    ],
    e.panel.map((m) => [m.name ?? "A member no longer on record", m.role ? MEMBER_ROLE_LABELS[m.role] : "No longer a member", m.declaredAll ? "Yes" : "No", String(m.scored)]),
  );
}

function declarations(doc: Doc, e: Evaluation) {
  if (e.panel.length === 0 && e.declarations.length === 0) return;
  heading(doc, "Declarations of interest");
  if (e.declarations.length === 0) {
    line(doc, "No declarations.");
    return;
  }
  table(
    doc,
    [
      { header: "Member", share: 0.3 },
      { header: "Bidder", share: 0.3 },
      { header: "Declaration", share: 0.16 },
      { header: "Declared at", share: 0.24 },
    ],
    e.declarations.map((d) => [d.name ?? "A member no longer on record", d.providerName, d.conflict ? "Conflict" : "No conflict", utcMinute(d.at)]),
  );
  // Notes can be long: paragraphs, which run on across pages, rather than table cells, which do not.
  for (const d of e.declarations.filter((x) => x.conflict || x.note))
    entry(doc, d.note || "no note given", `${d.conflict ? "Conflict" : "Note"} of ${d.name ?? "a former member"} with ${d.providerName}`);
}

function bid(doc: Doc, b: EvaluatedBid, e: Evaluation, ranked: RankedBid | undefined) {
  heading(doc, `${b.providerName} (${statusWord(b.status)})`);
  if (e.panel.length > 0) {
    if (b.scores === null) line(doc, "Not included in this copy of the report.", "Individual scores");
    else if (b.scores.length === 0) line(doc, "none yet.", "Individual scores");
    for (const s of b.scores ?? []) entry(doc, s.justification, `${s.name ?? "A former member"}: ${score(s.score)} / 10, ${utcMinute(s.at)}`);
    if (b.spread) line(doc, `${score(b.spread.min)} to ${score(b.spread.max)}, mean ${score(b.spread.mean)}`, "Spread");
    if (b.awaiting.length > 0) line(doc, b.awaiting.map((p) => who(p)).join(", "), "Awaiting scores from");
    const conflicted = e.declarations.filter((d) => d.providerId === b.providerId && d.conflict);
    if (conflicted.length > 0) line(doc, conflicted.map((d) => d.name ?? "a former member").join(", "), "Not scored because of a conflict");
  }
  if (b.consensus) {
    const by = b.consensus.by ? `, set by ${who(b.consensus.by)}` : "";
    line(doc, `${score(b.consensus.score)} / 10${by}${b.consensus.at ? `, ${utcMinute(b.consensus.at)}` : ""}`, "Consensus score");
    line(doc, b.consensus.rationale ?? "none given", "Rationale");
  } else if (e.panel.length > 0) line(doc, "not set yet", "Consensus score");
  else line(doc, ranked?.qualityScore != null ? `${score(ranked.qualityScore)} / 10, entered by the hospital` : "not entered", "Quality score");
}

function ranking(doc: Doc, rows: RankedBid[]) {
  heading(doc, "Ranking");
  if (rows.length === 0) {
    line(doc, "No bids to rank.");
    return;
  }
  const dash = "-";
  line(doc, "Points per criterion out of its weight, the total out of 100; a bid without a score for every criterion is not ranked.");
  doc.moveDown(0.3);
  table(
    doc,
    [
      { header: "Provider", share: 0.28 },
      { header: "Quality score", share: 0.12, align: "right" },
      { header: "Price", share: 0.1, align: "right" },
      { header: "Turnaround", share: 0.14, align: "right" },
      { header: "Quality", share: 0.1, align: "right" },
      { header: "Total", share: 0.1, align: "right" },
      { header: "Rank", share: 0.16, align: "right" },
    ],
    rows.map((r) => [
      r.providerName,
      r.qualityScore === null ? dash : score(r.qualityScore),
      r.points ? points(r.points.price) : dash,
      r.points ? points(r.points.turnaround) : dash,
      r.points ? points(r.points.quality) : dash,
      r.points ? points(r.points.total) : dash,
      r.points && r.rank !== null ? String(r.rank) : "not ranked",
    ]),
  );
}

function decision(doc: Doc, d: Decision, n: number) {
  heading(doc, `Decision ${n}: award to ${d.providerName} - ${DECISION_LABELS[d.status]}`);
  line(doc, d.closeRequest ? "yes" : "no", "Closes the request");
  line(doc, `${who(d.proposedBy)}, ${utcMinute(d.proposedAt)}`, "Proposed by");
  const sentBack = d.status === "sent_back" || d.sentBackReason !== null;
  if (d.reviewedBy || d.reviewedAt) line(doc, `${who(d.reviewedBy)}${d.reviewedAt ? `, ${utcMinute(d.reviewedAt)}` : ""}`, sentBack ? "Sent back by" : "Approved by");
  if (d.sentBackReason) line(doc, d.sentBackReason, "Reason for sending back");
  if (d.decidedAt) line(doc, utcMinute(d.decidedAt), "Decided");
  if (d.decidedAt) line(doc, d.standstillEndsAt ? utcMinute(d.standstillEndsAt) : "no standstill", "Standstill ends");
  if (d.withdrawnAt) line(doc, utcMinute(d.withdrawnAt), "Withdrawn");
  if (d.withdrawnReason) line(doc, d.withdrawnReason, "Reason for withdrawal");
  doc.moveDown(0.3);
  if (d.challenges.length === 0) {
    if (d.decidedAt) entry(doc, "No challenges.");
    return;
  }
  for (const c of d.challenges) {
    entry(doc, c.text, `Challenge by ${c.providerName}, ${utcMinute(c.lodgedAt)}`);
    if (c.answer !== null) entry(doc, c.answer, `Answer by ${who(c.answeredBy)}${c.answeredAt ? `, ${utcMinute(c.answeredAt)}` : ""}`);
    else entry(doc, "Not answered yet.", "Answer");
  }
}

export async function evaluationReport(input: EvaluationReportInput): Promise<Buffer> {
  const e = input.evaluation;
  const doc = newDocument({ title: `${e.title}: evaluation report`, subject: `Evaluation of the bids on ${e.title}`, createdAt: input.generatedAt });

  title(doc, "Evaluation report", 18);
  doc.moveDown(0.3);
  title(doc, e.title, 13);
  doc.moveDown(0.3);
  line(doc, input.hospitalName ?? "not on record", "Hospital");
  line(doc, utcMinute(input.generatedAt), "Generated");

  criteria(doc, e);
  panel(doc, e);
  declarations(doc, e);

  heading(doc, "Bids and scores");
  const scale = e.panel.length > 0 ? "Quality scores are out of 10; only the consensus score of a bid enters the ranking." : "Quality scores are out of 10.";
  line(doc, e.bids.length === 0 ? "No bids." : scale);
  for (const b of e.bids) bid(doc, b, e, input.ranking.find((r) => r.providerName === b.providerName));

  ranking(doc, input.ranking);

  heading(doc, "Award decisions");
  if (e.decisions.length === 0) line(doc, "No award decision yet.");
  for (const [i, d] of e.decisions.entries()) decision(doc, d, i + 1);

  footers(doc, `Generated ${utcMinute(input.generatedAt)} by RadBridge - Evaluation report, ${e.title}`);
  const bytes = await finish(doc);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
