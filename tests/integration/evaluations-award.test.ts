import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardWaiting } from "@/shared/contracts/dashboards";
import type { Evaluation } from "@/shared/contracts/evaluations";
import { EVALUATIONS_MESSAGES as M } from "@/shared/policy/evaluations";
import { organisations } from "@/server/db/schema";
import { readPdf } from "../support/pdf-text";
import { applicationRow, mailTo, requestRow } from "../support/rows";
import { evaluationsCast } from "./evaluations-cast";
import { type TestApp, startTestApp } from "./harness";

/**
 * The award of an evaluated request (issue 33 §4-6): four-eyes approval, the standstill with every bidder's assessment
 * summary, challenges and their answers, withdrawal back to evaluation, the contract held back, and the report.
 */

let t: TestApp;
let cast: Awaited<ReturnType<typeof evaluationsCast>>;

beforeAll(async () => {
  t = await startTestApp();
  cast = await evaluationsCast(t);
});
afterAll(() => t.close());

const needApproval = (on: boolean) => t.services.database.db.update(organisations).set({ awardsNeedApproval: on }).where(eq(organisations.id, cast.hospital.id));
const awardsWaiting = async (who: "buyer" | "buyer2", requestId: string) => {
  const d = await cast.ok<DashboardWaiting>(who, "GET", "/api/dashboard/waiting");
  return d.waiting.find((g) => g.kind === "awards")?.items.find((i) => i.id === requestId)?.detail ?? null;
};
const bodies = async (to: string, subject: string) => (await mailTo(t, to)).filter((m) => m.subject.includes(subject)).map((m) => m.text);

describe("the organisation's setting", () => {
  it("is changed by its Owners only, recorded, and refused on bad input", async () => {
    const url = `/api/organisations/${cast.hospital.id}/settings`;
    for (const who of ["buyer", "evaluator", "viewer", "aOwner", "otherHospitalOwner", "basic"] as const) expect((await cast.call(who, "PATCH", url, { awardsNeedApproval: true })).status, who).toBe(403);
    expect((await cast.call("anonymous", "PATCH", url, { awardsNeedApproval: true })).status).toBe(401);
    for (const body of [{}, { awardsNeedApproval: "yes" }, { awardsNeedApproval: true, extra: 1 }]) expect((await cast.call("owner", "PATCH", url, body)).status).toBe(400);
    expect((await cast.call("aOwner", "PATCH", `/api/organisations/${cast.providers.a.id}/settings`, { awardsNeedApproval: true })).status).toBe(409);
    expect((await cast.evaluation("owner", (await cast.tender()).request.id)).approvalRequired).toBe(false);
    const on = await cast.ok<{ awardsNeedApproval: boolean }>("owner", "PATCH", url, { awardsNeedApproval: true });
    expect(on.awardsNeedApproval).toBe(true);
    expect((await cast.evaluation("buyer", (await cast.tender()).request.id)).approvalRequired).toBe(true);
    const activity = await (await cast.call("owner", "GET", `/api/organisations/${cast.hospital.id}/activity`)).text();
    expect(activity).toContain("awardsNeedApproval");
    await cast.ok("admin", "PATCH", url, { awardsNeedApproval: false });
  });
});

describe("four-eyes award with a standstill", () => {
  it("waits for a second member, then tells every bidder its assessment, holds the contract and takes challenges", async () => {
    await needApproval(true);
    const { request, bids } = await cast.scored();
    const id = request.id;

    const direct = await cast.call("buyer", "PATCH", `/api/applications/${bids.a.id}`, { status: "AWARDED", closeRequest: true });
    expect(direct.status).toBe(409);
    expect((await direct.json()).error.message).toBe(M.needsApproval);
    expect((await cast.call("evaluator", "POST", `/api/applications/${bids.a.id}/award-proposal`, { closeRequest: true })).status).toBe(403);
    const proposed = await cast.ok<Evaluation>("buyer", "POST", `/api/applications/${bids.a.id}/award-proposal`, { closeRequest: true });
    const decision = proposed.decisions[0]!;
    expect(decision.status).toBe("proposed");
    expect(decision.canApprove).toBe(false);
    expect((await applicationRow(t, bids.a.id))?.status).toBe("SHORTLISTED");
    expect(await bodies(cast.u.bOwner.email, "")).toEqual([]);
    expect(await bodies(cast.u.buyer2.email, "Award to approve")).toHaveLength(1);
    expect((await cast.call("buyer", "POST", `/api/applications/${bids.c.id}/award-proposal`, { closeRequest: true })).status).toBe(409);

    expect(await awardsWaiting("buyer2", id)).toBe("An award to approve or send back");
    expect(await awardsWaiting("buyer", id)).toBeNull();
    const own = await cast.call("buyer", "POST", `/api/award-decisions/${decision.id}/approve`);
    expect(own.status).toBe(403);
    expect((await own.json()).error.message).toBe(M.ownProposal);
    expect((await cast.call("evaluator", "POST", `/api/award-decisions/${decision.id}/approve`)).status).toBe(403);
    const approved = await cast.ok<Evaluation>("buyer2", "POST", `/api/award-decisions/${decision.id}/approve`);
    const made = approved.decisions[0]!;
    expect(made.status).toBe("decided");
    expect(made.reviewedBy?.userId).toBe(cast.u.buyer2.userId);
    const ends = new Date(made.standstillEndsAt!).getTime() - new Date(made.decidedAt!).getTime();
    expect(ends).toBe(10 * 86_400_000);
    expect((await applicationRow(t, bids.a.id))?.status).toBe("AWARDED");
    expect((await applicationRow(t, bids.b.id))?.status).toBe("DECLINED");
    expect((await requestRow(t, id)).status).toBe("CLOSED");

    // Beta's summary: its own points per criterion beside the winner's, its consensus rationale and the winner's; no price.
    const [summary] = await bodies(cast.u.bOwner.email, "your assessment summary");
    const standstill = await cast.standstill("bOwner", id);
    const mine = standstill.summary!.own!;
    const winner = standstill.summary!.winner;
    expect(winner.providerName).toBe("Alpha Reads");
    expect(summary).toContain(`Your score: ${mine.points.total.toLocaleString("en-US")} of 100, ranked ${mine.rank} of 3.`);
    expect(summary).toContain(`The winning bid scored ${winner.points.total.toLocaleString("en-US")}`);
    expect(summary).toContain(`Quality: your bid ${mine.points.quality.toLocaleString("en-US")} points, the winning bid ${winner.points.quality.toLocaleString("en-US")}.`);
    expect(summary).toContain("Consensus for b: agreed 6");
    expect(summary).toContain("Consensus for a: agreed 8.5");
    expect(summary).not.toContain("20.00");
    expect(await bodies(cast.u.aOwner.email, "goes to your bid")).toHaveLength(1);
    expect(await bodies(cast.u.aViewer.email, "")).toEqual([]);

    // The contract waits for the standstill.
    const contract = (await (await cast.call("buyer", "GET", `/api/applications/${bids.a.id}/contract`)).json()) as { id: string };
    const send = await cast.call("buyer", "POST", `/api/contracts/${contract.id}/send`, {});
    expect(send.status).toBe(409);
    expect((await send.json()).error.message).toMatch(/^The contract can be sent once the standstill ends on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);

    // A losing bidder challenges; the winner and a Viewer cannot; the Buyer answers once.
    expect(standstill.canChallenge).toBe(true);
    expect((await cast.standstill("aOwner", id)).canChallenge).toBe(false);
    expect((await cast.call("aOwner", "POST", `/api/award-decisions/${decision.id}/challenges`, { text: "We won" })).status).toBe(403);
    expect((await cast.call("buyer", "POST", `/api/award-decisions/${decision.id}/challenges`, { text: "x" })).status).toBe(403);
    expect((await cast.call("bOwner", "POST", `/api/award-decisions/${decision.id}/challenges`, { text: "  " })).status).toBe(400);
    const lodged = await cast.ok<{ challenges: { id: string; text: string }[] }>("bOwner", "POST", `/api/award-decisions/${decision.id}/challenges`, {
      text: "Our turnaround record was not taken into account",
    });
    const challengeId = lodged.challenges[0]!.id;
    expect(await awardsWaiting("buyer", id)).toBe("1 challenge to answer");
    expect(await bodies(cast.u.buyer.email, "Award challenged")).toHaveLength(1);
    expect((await cast.standstill("cOwner", id)).challenges).toEqual([]);
    expect((await cast.call("cOwner", "GET", `/api/requests/${id}/standstill`)).status).toBe(200);
    expect((await cast.call("otherHospitalOwner", "GET", `/api/requests/${id}/standstill`)).status).toBe(403);
    expect((await cast.call("evaluator", "POST", `/api/award-challenges/${challengeId}/answer`, { answer: "no" })).status).toBe(403);
    const answered = await cast.ok<Evaluation>("buyer", "POST", `/api/award-challenges/${challengeId}/answer`, { answer: "Turnaround is scored from the commitment in the bid" });
    expect(answered.decisions[0]!.challenges[0]!.answer).toBe("Turnaround is scored from the commitment in the bid");
    expect((await cast.call("buyer", "POST", `/api/award-challenges/${challengeId}/answer`, { answer: "again" })).status).toBe(409);
    expect(await awardsWaiting("buyer", id)).toBeNull();
    expect((await bodies(cast.u.bOwner.email, "Answer to your challenge"))[0]).toContain("Turnaround is scored from the commitment in the bid");

    // The report, for the file: the panel's scores with reasons, the declaration, the approval, the challenge and its answer.
    const pdf = await cast.call("buyer", "GET", `/api/requests/${id}/evaluation.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = (await readPdf(new Uint8Array(await pdf.arrayBuffer()))).pages.flat().join("\n");
    for (const expected of ["evaluator on a: reasons 8", "evaluator2 on c: reasons 5", "Consensus for a: agreed 8.5", "Consulted for Beta until last year", "Our turnaround record was not taken into account", "Turnaround is scored from the commitment in the bid"])
      expect(text).toContain(expected);
    // The conflicted member's report leaves Beta's bid out.
    const theirs = (await readPdf(new Uint8Array(await (await cast.call("evaluator2", "GET", `/api/requests/${id}/evaluation.pdf`)).arrayBuffer()))).pages.flat().join("\n");
    expect(theirs).not.toContain("evaluator on b: reasons 6");
    // A Viewer off the panel reads the report without any bid; a bidder not at all.
    const viewers = (await readPdf(new Uint8Array(await (await cast.call("viewer", "GET", `/api/requests/${id}/evaluation.pdf`)).arrayBuffer()))).pages.flat().join("\n");
    expect(viewers).toContain("Decision 1: award to Alpha Reads");
    expect(viewers).not.toContain("reasons");
    expect((await cast.call("aOwner", "GET", `/api/requests/${id}/evaluation.pdf`)).status).toBe(403);
    await needApproval(false);
  });

  it("sends a proposal back with a reason to its proposer, and nothing reaches the bidders", async () => {
    await needApproval(true);
    const { request, bids } = await cast.scored();
    const proposed = await cast.ok<Evaluation>("buyer", "POST", `/api/applications/${bids.c.id}/award-proposal`, { closeRequest: false });
    const id = proposed.decisions[0]!.id;
    expect((await cast.call("buyer2", "POST", `/api/award-decisions/${id}/send-back`, { reason: "" })).status).toBe(400);
    const back = await cast.ok<Evaluation>("buyer2", "POST", `/api/award-decisions/${id}/send-back`, { reason: "Gamma ranks last" });
    expect(back.decisions[0]).toMatchObject({ status: "sent_back", sentBackReason: "Gamma ranks last" });
    expect((await bodies(cast.u.buyer.email, "sent back"))[0]).toContain("Gamma ranks last");
    expect((await applicationRow(t, bids.c.id))?.status).toBe("SHORTLISTED");
    expect((await cast.call("buyer2", "POST", `/api/award-decisions/${id}/approve`)).status).toBe(409);
    expect((await cast.standstill("cOwner", request.id)).decision).toBeNull();
    await needApproval(false);
  });
});

describe("withdrawing a decision in its standstill", () => {
  it("puts the bids, the request and the draft contract back as they were, and tells the bidders", async () => {
    const { request, bids } = await cast.scored({ standstillDays: 0 });
    const awarded = await cast.call("buyer", "PATCH", `/api/applications/${bids.a.id}`, { status: "AWARDED", closeRequest: true });
    expect(awarded.status).toBe(200);
    const decided = await cast.evaluation("buyer", request.id);
    // No standstill at 0 days: nothing to withdraw, and the contract may be sent at once.
    expect(decided.decisions[0]!.canWithdraw).toBe(false);
    const contract = (await (await cast.call("buyer", "GET", `/api/applications/${bids.a.id}/contract`)).json()) as { id: string };
    expect((await cast.call("buyer", "POST", `/api/contracts/${contract.id}/send`, {})).status).toBe(200);

    const second = await cast.scored({ standstillDays: 5 });
    expect((await cast.call("buyer", "PATCH", `/api/applications/${second.bids.c.id}`, { status: "AWARDED", closeRequest: true })).status).toBe(200);
    const live = (await cast.evaluation("buyer", second.request.id)).decisions[0]!;
    expect(live.canWithdraw).toBe(true);
    expect((await cast.call("viewer", "POST", `/api/award-decisions/${live.id}/withdraw`, { reason: "x" })).status).toBe(403);
    const frozen = await cast.call("buyer", "PUT", `/api/applications/${second.bids.c.id}/consensus`, { score: 9, rationale: "late" });
    expect((await frozen.json()).error.message).toBe(M.scoresFrozen);
    const back = await cast.ok<Evaluation>("buyer", "POST", `/api/award-decisions/${live.id}/withdraw`, { reason: "Gamma's consensus was set in error" });
    expect(back.decisions[0]!.status).toBe("withdrawn");
    expect((await applicationRow(t, second.bids.c.id))?.status).toBe("SHORTLISTED");
    expect((await applicationRow(t, second.bids.a.id))?.status).toBe("SHORTLISTED");
    expect((await requestRow(t, second.request.id)).status).toBe("OPEN");
    expect((await (await cast.call("buyer", "GET", `/api/applications/${second.bids.c.id}/contract`)).json()).id).toBeNull();
    expect((await bodies(cast.u.aOwner.email, "Award decision withdrawn"))[0]).toContain("Gamma's consensus was set in error");
    // Back to evaluation: the consensus may change and the award be made again.
    await cast.ok("buyer", "PUT", `/api/applications/${second.bids.c.id}/consensus`, { score: 5, rationale: "Corrected" });
    expect((await cast.call("buyer", "PATCH", `/api/applications/${second.bids.a.id}`, { status: "AWARDED", closeRequest: true })).status).toBe(200);
  });
});
