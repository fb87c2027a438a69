import { eq, sql } from "drizzle-orm";
import { WAITING_KINDS, type WaitingKind } from "@/shared/policy/dashboards";
import type { Db } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { organisations } from "../../db/schema";
import {
  amendmentsRows,
  awardsRows,
  bidsRows,
  credentialsRows,
  disputesRows,
  evaluationsRows,
  hospitalContractsRows,
  messagesRows,
  messageTitle,
  p,
  providerContractsRows,
  questionsRows,
  requestTitle,
  shortlisted,
  type WaitingRows,
  waitingGroup,
} from "./waiting-sql";

/** What waits for a member (issue 32 §2): every kind of one side in one prepared statement, the kinds the role may not act on gated off. */

export interface WaitingParams {
  organisationId: string;
  userId: string;
  /** Today (UTC), YYYY-MM-DD. */
  today: string;
  /** The waiting kinds the member's role may act on; the others are not read. */
  kinds: readonly WaitingKind[];
}

const params = (x: WaitingParams) => ({
  org: x.organisationId,
  user: x.userId,
  today: x.today,
  ...Object.fromEntries(WAITING_KINDS.map((k) => [`gate_${k}`, x.kinds.includes(k)])),
});

const GROUPS = {
  hospital: {
    bids: waitingGroup(bidsRows, { title: requestTitle, m: shortlisted }),
    evaluations: waitingGroup(evaluationsRows, { title: requestTitle }),
    awards: waitingGroup(awardsRows, { title: requestTitle }),
    questions: waitingGroup(questionsRows, { title: requestTitle }),
    contracts: waitingGroup(hospitalContractsRows),
    disputes: waitingGroup(disputesRows("hospital")),
    messages: waitingGroup(messagesRows("hospital"), { title: messageTitle("hospital") }),
  },
  provider: {
    amendments: waitingGroup(amendmentsRows),
    contracts: waitingGroup(providerContractsRows),
    disputes: waitingGroup(disputesRows("provider")),
    credentials: waitingGroup(credentialsRows),
    messages: waitingGroup(messagesRows("provider"), { title: messageTitle("provider") }),
  },
};

/** Each kind's total and first rows for a member of a side's organisation; null when there is no such organisation. */
export async function waitingOf(db: Db, side: "hospital" | "provider", x: WaitingParams): Promise<Partial<Record<WaitingKind, WaitingRows>> | null> {
  const read = preparedOnce(db, `dashboard_waiting_${side}`, (db) =>
    db
      .select(GROUPS[side] as Record<string, ReturnType<typeof waitingGroup>>)
      .from(organisations)
      .where(eq(organisations.id, sql`${p.org}::uuid`)),
  );
  const [row] = await read.execute(params(x));
  return row ?? null;
}
