import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { EventActor } from "../../modules/events/record";
import { recordEvent } from "../../modules/events/record";
import type { Db } from "../client";
import { providers, questions, tenders } from "../schema";

/** Questions providers ask, each with the hospital's published answer. */
const ANSWERED: [string, string][] = [
  ["Which PACS and RIS do you use, and can reports be written straight into the RIS?", "We run Sectra IDS7 with our own RIS; reporting happens in IDS7 through a VPN we provide, so no integration work is needed on your side."],
  ["Do prior studies come along with each case, and how far back?", "Yes: priors of the last three years are fetched automatically with every new study."],
  ["What are the hours of cover you need, and on which days?", "Weekday nights from 18:00 to 08:00, and weekends from Friday 18:00 to Monday 08:00, local time."],
  ["Is a second read required for mammography, and who provides the first?", "Our own radiologists do the first read; we need the second read for screening mammography only."],
  ["How are critical findings to be communicated?", "By phone to the on-call physician within 30 minutes, followed by the written report; the numbers are in the onboarding pack."],
];

/** Seconds ago: the flagship request is posted when the seed runs, and its questions must not come before it. */
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);

/**
 * Demo Questions & Answers: answered questions on a few open requests of the two demo hospitals, and one
 * unanswered question of telerad@demo.test's provider on hospital@demo.test's flagship request, each with
 * its "asked" and "answered" events.
 */
export async function seedDemoQuestions(db: Db, demo: { flagshipId: string; accounts: Record<string, string>; teleradProviderId: string; askerProviderIds: string[] }) {
  const account = (email: string, role: "hospital" | "telerad"): EventActor => ({ userId: demo.accounts[email]!, role, email });
  const hospitalOf = async (email: string, limit: number) =>
    db
      .select({ id: tenders.id })
      .from(tenders)
      .where(and(eq(tenders.hospitalId, demo.accounts[email]!), eq(tenders.status, "OPEN"), ne(tenders.id, demo.flagshipId)))
      .orderBy(asc(tenders.createdAt), asc(tenders.id))
      .limit(limit);
  const plan = [
    { tenderId: demo.flagshipId, hospital: "hospital@demo.test", qa: ANSWERED.slice(0, 3) },
    ...(await hospitalOf("hospital@demo.test", 1)).map((t) => ({ tenderId: t.id, hospital: "hospital@demo.test", qa: ANSWERED.slice(3, 5) })),
    ...(await hospitalOf("hospital2@demo.test", 1)).map((t) => ({ tenderId: t.id, hospital: "hospital2@demo.test", qa: ANSWERED.slice(1, 3) })),
  ];
  const slugs = await db.select({ id: providers.id, slug: providers.slug }).from(providers).where(inArray(providers.id, demo.askerProviderIds));
  // The askers are demo providers without users: they ask as bids@<slug>.demo.test, as they bid (events-data.ts).
  const bidder = (providerId: string): EventActor => ({ userId: null, role: "telerad", email: `bids@${slugs.find((p) => p.id === providerId)?.slug}.demo.test` });
  let n = 0;
  for (const { tenderId, hospital, qa } of plan) {
    for (const [question, answer] of qa) {
      const providerId = demo.askerProviderIds[n++ % demo.askerProviderIds.length]!;
      const [row] = await db
        .insert(questions)
        .values({ tenderId, providerId, question, answer, answeredBy: demo.accounts[hospital], answeredAt: ago(20 - n), createdAt: ago(40 - n), updatedAt: ago(20 - n) })
        .returning({ id: questions.id });
      const base = { entityType: "question", entityId: row!.id, requestId: tenderId, providerId } as const;
      await recordEvent(db, bidder(providerId), { ...base, action: "asked", changes: { question: { before: null, after: question } } });
      await recordEvent(db, account(hospital, "hospital"), { ...base, action: "answered", changes: { answer: { before: null, after: answer } } });
    }
  }
  const question = "Would you accept a split cover, with nights read from our US hub and weekends from our team in Portugal?";
  const [open] = await db
    .insert(questions)
    .values({ tenderId: demo.flagshipId, providerId: demo.teleradProviderId, askerUserId: demo.accounts["telerad@demo.test"], question, createdAt: ago(5) })
    .returning({ id: questions.id });
  await recordEvent(db, account("telerad@demo.test", "telerad"), {
    entityType: "question",
    entityId: open!.id,
    action: "asked",
    requestId: demo.flagshipId,
    providerId: demo.teleradProviderId,
    changes: { question: { before: null, after: question } },
  });
}
