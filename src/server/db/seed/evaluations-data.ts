import { eq } from "drizzle-orm";
import { utcDay } from "@/shared/contracts/common";
import { standstillEnd } from "@/shared/policy/evaluations";
import type { Role } from "@/shared/policy/roles";
import { draftFromAward } from "../../modules/contracts/drafting";
import { assess } from "../../modules/evaluations/decisions";
import type { Db } from "../client";
import { contracts } from "../contracts-schema";
import { awardChallenges, awardDecisions, evaluationDeclarations, evaluationPanelMembers, evaluationScores } from "../evaluations-schema";
import { applications, events, tenders } from "../schema";
import { rng } from "./random";

/**
 * Issue 33 §8: a request of Klinikum Nordstadt evaluated by a panel of three, one of whom declared a conflict with one
 * bidder, awarded three days ago and in its ten-day standstill: the losing NightHawk has lodged a challenge not yet
 * answered, and the winner's draft contract waits for the standstill to end. Its history is written with its times.
 */

type Person = { id: string; email: string; name: string; role: Role };
type Bidder = { id: string; slug: string; user?: Person };
type NewEvent = typeof events.$inferInsert;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const EVALUATION_DEMO_TITLE = "Emergency CT and MRI reporting – public tender 2027";
export const STANDSTILL_DAYS = 10;

/** Each bid's terms, the panel's scores (null: that member declared a conflict) and the consensus. */
const BIDS = [
  {
    ct: 29,
    mri: 46,
    tat: "1-4h",
    scores: [8.5, 8, 9],
    justifications: [
      "German-speaking neuroradiologists in Cologne; the sample reports matched our template exactly.",
      "A clear stroke pathway, and every trauma CT at night is double-read.",
      "The best audit data of all bids: a 1.1% significant-discrepancy rate over twelve months.",
    ],
    consensus: 8.5,
    rationale: "All three found the sample reports and the discrepancy audit convincing: the strongest evidence of quality among the bids.",
  },
  {
    ct: 24,
    mri: 41,
    tat: "1-4h",
    scores: [6, 5.5, 6.5],
    justifications: [
      "Sound clinical reads, but the sample reports were written in English and translated.",
      "No German-language audit; escalation of critical findings goes through a call centre in the US.",
      "Good turnaround record; German report quality is not yet proven for a hospital of our size.",
    ],
    consensus: 6,
    rationale: "Sound clinical quality, but the reports are translated from English and no German-language audit was provided.",
  },
  {
    ct: 31,
    mri: 49,
    tat: "4-12h",
    scores: [8, 7.5, null],
    justifications: ["Excellent MSK and neuro subspecialists; reports in German by radiologists licensed in Germany.", "Strong quality, but no night cover of its own before 2027.", ""],
    consensus: 8,
    rationale: "The two members without a conflict agreed on strong subspecialist quality; the missing night cover is weighed under turnaround.",
  },
  {
    ct: 33,
    mri: 52,
    tat: "1-4h",
    scores: [7, 7, 7.5],
    justifications: ["Reliable reports in German; templates need adapting to ours.", "Solid peer review, nothing beyond what the tender asks.", "A well-run service; fewer neuro specialists than the best bids."],
    consensus: 7,
    rationale: "A reliable service that meets every requirement without the subspecialist depth of the two best bids.",
  },
] as const;

const CONFLICT_NOTE = "Worked for this provider until 2025";
const CHALLENGE =
  "We ask you to review our quality score of 6.0. Our German reports are written by German-licensed radiologists, not translated, and we can send twelve months of audit data from our German clients.";

/**
 * `panel` is the owner (who leads and awards), then two evaluators; the last declares a conflict with the third
 * bidder. `bidders` are the winner, NightHawk (which loses and challenges), then two more. Returns the request's id.
 */
export async function seedEvaluationDemo(db: Db, demo: { organisationId: string; panel: [Person, Person, Person]; bidders: [Bidder, Bidder, Bidder, Bidder]; now?: Date }): Promise<string> {
  const r = rng(20261133);
  const now = (demo.now ?? new Date()).getTime();
  const [owner] = demo.panel;
  const ago = (days: number, hours = 0) => new Date(now - days * DAY - hours * HOUR);
  const decidedAt = ago(3, 2);
  const bidderActor = (b: Bidder) => (b.user ? actorOf(b.user) : { actorUserId: null, actorEmail: `bids@${b.slug}.demo.test`, actorRole: "telerad" });

  return db.transaction(async (tx) => {
    const [tender] = await tx
      .insert(tenders)
      .values({
        title: EVALUATION_DEMO_TITLE,
        facility: "Klinikum Nordstadt",
        country: "DE",
        description:
          "A public tender for the out-of-hours reporting of our emergency department's CT and MRI, reports in German within four hours. Bids are evaluated by a panel, and the award is followed by a standstill period.",
        modalities: ["CT", "MRI"],
        requirements: ["Local language reports", "24/7 coverage"],
        volumesPerMonth: 700,
        volumesByModality: { CT: 500, MRI: 200 },
        weightPrice: 40,
        weightTurnaround: 20,
        weightQuality: 40,
        tatRequirement: "1-4h",
        budgetMin: 25,
        budgetMax: 50,
        budgetCurrency: "EUR",
        contactEmail: "vergabe@klinikum-nordstadt.example",
        hospitalId: owner.id,
        organisationId: demo.organisationId,
        standstillDays: STANDSTILL_DAYS,
        status: "CLOSED",
        postedDate: ago(30),
        createdAt: ago(30),
        deadline: ago(14),
        updatedAt: decidedAt,
      })
      .returning();
    const t = tender!;
    const bids = await tx
      .insert(applications)
      .values(
        BIDS.map((b, i) => {
          const bidder = demo.bidders[i]!;
          const createdAt = ago(28 - i * 3, r.int(0, 10));
          return {
            tenderId: t.id,
            providerId: bidder.id,
            applicantUserId: bidder.user?.id ?? null,
            pricePerCt: b.ct,
            pricesByModality: { CT: b.ct, MRI: b.mri },
            currency: "EUR",
            turnaroundCommitment: b.tat,
            status: "SHORTLISTED" as const,
            qualityScore: b.consensus,
            qualityRationale: b.rationale,
            qualityScoredBy: owner.id,
            qualityScoredAt: ago(6, 4 - i),
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning();

    // The panel, named by the owner after the deadline; every member declares for every bidder, then scores.
    const panelAt = ago(13);
    await tx.insert(evaluationPanelMembers).values(demo.panel.map((m) => ({ tenderId: t.id, userId: m.id, addedBy: owner.id, addedAt: panelAt })));
    const conflicted = (member: number, bid: number) => member === 2 && bid === 2;
    const declaredAt = (member: number) => ago(12, 6 - member * 2);
    await tx.insert(evaluationDeclarations).values(
      demo.panel.flatMap((m, mi) =>
        bids.map((a, bi) => ({ tenderId: t.id, userId: m.id, providerId: a.providerId, conflict: conflicted(mi, bi), note: conflicted(mi, bi) ? CONFLICT_NOTE : null, declaredAt: declaredAt(mi) })),
      ),
    );
    const scoredAt = (member: number, bid: number) => ago(10 - member, 8 - bid);
    const scores = demo.panel.flatMap((m, mi) =>
      bids.flatMap((a, bi) => {
        const score = BIDS[bi]!.scores[mi];
        return score === null || score === undefined || conflicted(mi, bi) ? [] : [{ applicationId: a.id, userId: m.id, tenderId: t.id, score, justification: BIDS[bi]!.justifications[mi]!, submittedAt: scoredAt(mi, bi) }];
      }),
    );
    await tx.insert(evaluationScores).values(scores);

    // The award: the winner AWARDED, the others DECLINED, the request closed, and every live bid's assessment.
    const [winner, ...losers] = bids as [(typeof bids)[0], ...typeof bids];
    await tx.update(applications).set({ status: "AWARDED", updatedAt: decidedAt }).where(eq(applications.id, winner.id));
    for (const l of losers) await tx.update(applications).set({ status: "DECLINED", updatedAt: decidedAt }).where(eq(applications.id, l.id));
    await tx.update(tenders).set({ responseCount: bids.length }).where(eq(tenders.id, t.id));
    const [decision] = await tx
      .insert(awardDecisions)
      .values({
        tenderId: t.id,
        applicationId: winner.id,
        status: "decided",
        closeRequest: true,
        proposedBy: owner.id,
        proposedAt: decidedAt,
        decidedAt,
        standstillEndsAt: standstillEnd(decidedAt, STANDSTILL_DAYS),
        reverts: { applications: bids.map((a) => ({ id: a.id, before: "SHORTLISTED" })), closedRequest: true },
        assessment: await assess(tx, t.id),
      })
      .returning();
    const nightHawk = demo.bidders[1]!;
    const challengedAt = ago(1, 3);
    const [challenge] = await tx
      .insert(awardChallenges)
      .values({ decisionId: decision!.id, providerId: nightHawk.id, lodgedBy: nightHawk.user?.id ?? null, text: CHALLENGE, lodgedAt: challengedAt })
      .returning();
    // The draft the award makes, which cannot be sent before the standstill ends. Its "drafted" event carries the seed's time (events are append-only).
    const contractId = await draftFromAward(tx, actorFor(owner), { tender: t, application: winner }, utcDay(decidedAt));
    if (contractId) await tx.update(contracts).set({ createdAt: decidedAt, updatedAt: decidedAt }).where(eq(contracts.id, contractId));

    // The history, with its times.
    const request = { entityType: "request", entityId: t.id, requestId: t.id } as const;
    const application = (a: (typeof bids)[0]) => ({ entityType: "application", entityId: a.id, requestId: t.id, providerId: a.providerId }) as const;
    const evaluation = (entityId: string, providerId: string | null = null) => ({ entityType: "evaluation", entityId, requestId: t.id, providerId }) as const;
    const by = (p: Person) => actorOf(p);
    const rows: NewEvent[] = [
      { ...request, ...by(owner), action: "created", at: ago(30), changes: snapshot({ title: t.title, facility: t.facility, country: t.country, modalities: t.modalities, deadline: t.deadline.toISOString(), status: "OPEN" }) },
      ...bids.map((a, i) => ({ ...application(a), ...bidderActor(demo.bidders[i]!), action: "submitted", at: a.createdAt, changes: snapshot({ status: "SUBMITTED", pricePerCt: a.pricePerCt, currency: a.currency }) })),
      ...bids.map((a, i) => ({ ...application(a), ...by(owner), action: "status_changed", at: ago(13, 2 - i * 0.1), changes: { status: { before: "SUBMITTED", after: "SHORTLISTED" } } })),
      { ...evaluation(t.id), ...by(owner), action: "panel_changed", at: panelAt, changes: { panel: { before: [], after: demo.panel.map((m) => m.name) } } },
      ...demo.panel.flatMap((m, mi) =>
        bids.map((a, bi) => ({
          ...evaluation(t.id, a.providerId),
          ...by(m),
          action: "declared",
          at: declaredAt(mi),
          changes: { conflict: { before: null, after: conflicted(mi, bi) }, ...(conflicted(mi, bi) ? { note: { before: null, after: CONFLICT_NOTE } } : {}) },
        })),
      ),
      ...scores.map((s) => ({ ...evaluation(t.id, bids.find((a) => a.id === s.applicationId)!.providerId), ...by(demo.panel.find((m) => m.id === s.userId)!), action: "scored", at: s.submittedAt, changes: {} })),
      ...bids.map((a) => ({ ...application(a), ...by(owner), action: "quality_scored", at: a.qualityScoredAt!, changes: { qualityScore: { before: null, after: a.qualityScore }, rationale: { before: null, after: a.qualityRationale } } })),
      { ...application(winner), ...by(owner), action: "status_changed", at: decidedAt, changes: { status: { before: "SHORTLISTED", after: "AWARDED" } } },
      { ...request, ...by(owner), action: "closed", at: decidedAt, changes: { status: { before: "OPEN", after: "CLOSED" } } },
      ...losers.map((a) => ({ ...application(a), ...by(owner), action: "status_changed", at: decidedAt, changes: { status: { before: "SHORTLISTED", after: "DECLINED" } } })),
      {
        ...evaluation(decision!.id),
        ...by(owner),
        action: "award_decided",
        at: decidedAt,
        changes: { status: { before: null, after: "decided" }, standstillEndsAt: { before: null, after: decision!.standstillEndsAt!.toISOString() } },
      },
      { ...evaluation(decision!.id, nightHawk.id), ...bidderActor(nightHawk), action: "challenged", at: challengedAt, changes: { challenge: { before: null, after: challenge!.id } } },
    ];
    await tx.insert(events).values(rows);
    return t.id;
  });
}

const actorOf = (p: Person) => ({ actorUserId: p.id, actorEmail: p.email, actorRole: p.role });
const actorFor = (p: Person) => ({ userId: p.id, email: p.email, role: p.role });
const snapshot = (values: Record<string, unknown>) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { before: null, after: v }]));
