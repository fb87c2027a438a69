import { describe, expect, it } from "vitest";
import type { Decision, EvaluatedBid, Evaluation } from "@/shared/contracts/evaluations";
import { readPdf } from "../../../../tests/support/pdf-text";
import { type EvaluationReportInput, evaluationReport } from "./report";

/** Reads the report back with a real parser (pdf.js) and checks what an auditor of the evaluation would look for. */

const anna = { userId: "u-anna", name: "Anna Keller" };
const ben = { userId: "u-ben", name: "Ben Ortiz" };
const cleo = { userId: "u-cleo", name: "Cleo Marsh" };

function bid(providerId: string, providerName: string, overrides: Partial<EvaluatedBid> = {}): EvaluatedBid {
  return {
    applicationId: `a-${providerId}`,
    providerId,
    providerName,
    status: "DECLINED",
    yourScore: null,
    scores: [],
    spread: null,
    awaiting: [],
    consensus: null,
    canScore: false,
    canSetConsensus: false,
    ...overrides,
  };
}

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 10, day, hour, 15)).toISOString();

function decision(overrides: Partial<Decision> = {}): Decision {
  return {
    id: "d-1",
    applicationId: "a-p-north",
    providerId: "p-north",
    providerName: "NorthRead Imaging",
    status: "decided",
    closeRequest: true,
    proposedBy: anna,
    proposedAt: at(20),
    reviewedBy: ben,
    reviewedAt: at(21),
    sentBackReason: null,
    decidedAt: at(21),
    standstillEndsAt: at(31),
    withdrawnAt: null,
    withdrawnReason: null,
    challenges: [
      {
        id: "c-1",
        providerId: "p-night",
        providerName: "NightHawk Radiology",
        text: "Our turnaround was scored below a bid that commits to a slower tier.",
        lodgedAt: at(23),
        answer: "Turnaround points follow the committed tier; both bids meet the requirement and get full points.",
        answeredAt: at(24),
        answeredBy: anna,
      },
    ],
    canApprove: false,
    canWithdraw: true,
    ...overrides,
  };
}

function evaluation(overrides: Partial<Evaluation> = {}): Evaluation {
  return {
    requestId: "t-1",
    title: "Night-time CT reporting 2027",
    weights: { price: 40, turnaround: 25, quality: 35 },
    standstillDays: 10,
    approvalRequired: true,
    panel: [
      { ...anna, role: "owner", declaredAll: true, scored: 2 },
      { ...ben, role: "buyer", declaredAll: true, scored: 2 },
      { ...cleo, role: "evaluator", declaredAll: true, scored: 1 },
    ],
    eligible: [],
    you: { onPanel: true, canManagePanel: false, leads: true, seesBids: true, toDeclare: [] },
    declarations: [
      { ...anna, providerId: "p-north", providerName: "NorthRead Imaging", conflict: false, note: null, at: at(18) },
      { ...anna, providerId: "p-night", providerName: "NightHawk Radiology", conflict: false, note: null, at: at(18) },
      { ...cleo, providerId: "p-north", providerName: "NorthRead Imaging", conflict: true, note: "Worked for this provider until 2025", at: at(18, 11) },
      { ...cleo, providerId: "p-night", providerName: "NightHawk Radiology", conflict: false, note: null, at: at(18, 11) },
    ],
    bids: [
      bid("p-north", "NorthRead Imaging", {
        status: "AWARDED",
        scores: [
          { ...anna, userId: anna.userId, score: 8, justification: "Sub-specialist neuroradiologists on every night shift.", at: at(19) },
          { ...ben, userId: ben.userId, score: 7.5, justification: "Strong peer review; discrepancy audit shared monthly.", at: at(19, 10) },
        ],
        spread: { min: 7.5, max: 8, mean: 7.75 },
        consensus: { score: 8, rationale: "The panel agreed the neuro cover outweighs the audit cadence.", by: anna, at: at(20, 8) },
      }),
      bid("p-night", "NightHawk Radiology", {
        scores: [{ ...cleo, userId: cleo.userId, score: 6, justification: "Reports are clear but the escalation path is vague.", at: at(19, 12) }],
        spread: { min: 6, max: 6, mean: 6 },
        awaiting: [ben],
      }),
    ],
    decisions: [decision()],
    ...overrides,
  };
}

const input = (overrides: Partial<EvaluationReportInput> = {}): EvaluationReportInput => ({
  evaluation: evaluation(),
  hospitalName: "Klinikum Nordstadt",
  generatedAt: new Date("2026-11-26T08:30:00.000Z"),
  ranking: [
    { providerName: "NorthRead Imaging", points: { price: 36.2, turnaround: 25, quality: 28, total: 89.2 }, rank: 1, qualityScore: 8 },
    { providerName: "NightHawk Radiology", points: null, rank: null, qualityScore: null },
  ],
  ...overrides,
});

/** pdf.js wants a plain Uint8Array, not the Buffer the report is. */
const read = async (i: EvaluationReportInput) => readPdf(new Uint8Array(await evaluationReport(i)));

describe("evaluationReport", () => {
  it("holds the criteria, panel, declarations, every score with its reasons, the consensus, the ranking, the approval and the challenge", async () => {
    const bytes = await evaluationReport(input());
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { lines, text, info } = await readPdf(new Uint8Array(bytes));

    expect(info.Title).toBe("Night-time CT reporting 2027: evaluation report");
    expect(lines.slice(0, 4)).toEqual(["Evaluation report", "Night-time CT reporting 2027", "Hospital: Klinikum Nordstadt", "Generated: 2026-11-26 08:30 UTC"]);
    for (const row of ["Price 40%", "Turnaround 25%", "Quality 35%", "Standstill: 10 days"]) expect(lines).toContain(row);

    for (const row of ["Anna Keller Owner Yes 2", "Ben Ortiz Buyer Yes 2", "Cleo Marsh Evaluator Yes 1"]) expect(lines).toContain(row);
    expect(lines).toContain("Anna Keller NorthRead Imaging No conflict 2026-11-18 09:15 UTC");
    expect(lines).toContain("Cleo Marsh NorthRead Imaging Conflict 2026-11-18 11:15 UTC");
    expect(text).toContain("Conflict of Cleo Marsh with NorthRead Imaging: Worked for this provider until 2025");
    expect(text).toContain("Not scored because of a conflict: Cleo Marsh");

    expect(text).toContain("Anna Keller: 8.0 / 10, 2026-11-19 09:15 UTC: Sub-specialist neuroradiologists on every night shift.");
    expect(text).toContain("Ben Ortiz: 7.5 / 10, 2026-11-19 10:15 UTC: Strong peer review; discrepancy audit shared monthly.");
    expect(text).toContain("Cleo Marsh: 6.0 / 10, 2026-11-19 12:15 UTC: Reports are clear but the escalation path is vague.");
    expect(lines).toContain("Spread: 7.5 to 8.0, mean 7.8");
    expect(lines).toContain("Consensus score: 8.0 / 10, set by Anna Keller, 2026-11-20 08:15 UTC");
    expect(text).toContain("Rationale: The panel agreed the neuro cover outweighs the audit cadence.");
    expect(lines).toContain("Awaiting scores from: Ben Ortiz");
    expect(lines).toContain("Consensus score: not set yet");

    expect(lines).toContain("NorthRead Imaging 8.0 36.2 25.0 28.0 89.2 1");
    expect(lines).toContain("NightHawk Radiology - - - - - not ranked");

    expect(lines).toContain("Decision 1: award to NorthRead Imaging - Decided");
    expect(lines).toContain("Proposed by: Anna Keller, 2026-11-20 09:15 UTC");
    expect(lines).toContain("Approved by: Ben Ortiz, 2026-11-21 09:15 UTC");
    expect(lines).toContain("Decided: 2026-11-21 09:15 UTC");
    expect(lines).toContain("Standstill ends: 2026-12-01 09:15 UTC");
    expect(text).toContain("Challenge by NightHawk Radiology, 2026-11-23 09:15 UTC: Our turnaround was scored below a bid that commits to a slower tier.");
    expect(text).toContain("Answer by Anna Keller, 2026-11-24 09:15 UTC: Turnaround points follow the committed tier; both bids meet the requirement and get full points.");
    expect(lines.at(-1)).toMatch(/^Generated 2026-11-26 08:30 UTC by RadBridge - Evaluation report, Night-time CT reporting 2027 Page \d+ of \d+$/);

    const order = ["Criteria and weights", "Evaluation panel", "Declarations of interest", "Bids and scores", "Ranking", "Award decisions"];
    const found = order.map((h) => lines.indexOf(h));
    expect(found.every((i) => i >= 0)).toBe(true);
    expect(found).toEqual([...found].sort((a, b) => a - b));
  });

  it("records a sent-back proposal, a withdrawal and an unanswered challenge", async () => {
    const decisions = [
      decision({ id: "d-0", status: "sent_back", decidedAt: null, standstillEndsAt: null, sentBackReason: "Check the price of the MRI lines first.", challenges: [] }),
      decision({
        id: "d-1",
        status: "withdrawn",
        withdrawnAt: at(25),
        withdrawnReason: "The challenge showed a scoring error.",
        challenges: [{ ...decision().challenges[0], answer: null, answeredAt: null, answeredBy: null }],
      }),
    ];
    const { lines } = await read(input({ evaluation: evaluation({ decisions }) }));
    expect(lines).toContain("Decision 1: award to NorthRead Imaging - Sent back");
    expect(lines).toContain("Sent back by: Ben Ortiz, 2026-11-21 09:15 UTC");
    expect(lines).toContain("Reason for sending back: Check the price of the MRI lines first.");
    expect(lines).toContain("Decision 2: award to NorthRead Imaging - Withdrawn");
    expect(lines).toContain("Withdrawn: 2026-11-25 09:15 UTC");
    expect(lines).toContain("Reason for withdrawal: The challenge showed a scoring error.");
    expect(lines).toContain("Answer: Not answered yet.");
  });

  it("says when there is no panel and shows the hospital's own quality score", async () => {
    const e = evaluation({
      panel: [],
      declarations: [],
      approvalRequired: false,
      standstillDays: null,
      bids: [bid("p-north", "NorthRead Imaging", { scores: null }), bid("p-night", "NightHawk Radiology", { scores: null })],
      decisions: [],
    });
    const ranking = [{ providerName: "NorthRead Imaging", points: { price: 40, turnaround: 25, quality: 24.5, total: 89.5 }, rank: 1, qualityScore: 7 }];
    const { lines, text } = await read(input({ evaluation: e, ranking, hospitalName: null }));
    expect(lines).toContain("No evaluation panel: quality scores were entered by the hospital");
    expect(lines).toContain("Hospital: not on record");
    expect(lines).toContain("Standstill: none");
    expect(lines).toContain("Quality score: 7.0 / 10, entered by the hospital");
    expect(lines).toContain("Quality score: not entered");
    expect(lines).toContain("No award decision yet.");
    expect(text).not.toContain("Declarations of interest");
    expect(text).not.toContain("Consensus score");
  });

  it("does not invent scores the caller may not see", async () => {
    const e = evaluation({ bids: [bid("p-night", "NightHawk Radiology", { scores: null, spread: null })] });
    const { lines, text } = await read(input({ evaluation: e }));
    expect(lines).toContain("Individual scores: Not included in this copy of the report.");
    expect(text).not.toContain("escalation path");
  });

  it("runs a long justification and a long challenge across pages without losing a word", async () => {
    const words = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(" ");
    const justification = words("reason", 330);
    const challenge = words("ground", 650);
    const base = evaluation();
    const bids = [{ ...base.bids[0], scores: [{ ...anna, score: 9, justification, at: at(19) }] }, base.bids[1]];
    const decisions = [decision({ challenges: [{ ...decision().challenges[0], text: challenge }] })];
    const { pages, text } = await read(input({ evaluation: evaluation({ bids, decisions }) }));

    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [i, page] of pages.entries()) expect(page.at(-1)).toMatch(new RegExp(`Page ${i + 1} of ${pages.length}$`));
    // Every word is there, once, in order: the footer of a page break is the only thing between two of them.
    const body = pages.map((p) => p.slice(0, -1).join(" ")).join(" ");
    expect(body).toContain(`Anna Keller: 9.0 / 10, 2026-11-19 09:15 UTC: ${justification}`);
    expect(body).toContain(`Challenge by NightHawk Radiology, 2026-11-23 09:15 UTC: ${challenge}`);
    expect(text).toContain("Answer by Anna Keller, 2026-11-24 09:15 UTC");
  });
});
