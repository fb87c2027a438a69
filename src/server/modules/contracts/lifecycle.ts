import { utcDay } from "@/shared/contracts/common";
import { termEnd } from "@/shared/policy/contracts";
import type { Db, Tx } from "../../db/client";
import type { Job } from "../../jobs/scheduler";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { publishOpenDataChange } from "../open-data/publish";
import { applyTermination } from "./changes";
import { recordContractEvent } from "./events";
import { mailContractStep } from "./mails";
import * as repo from "./repo";

const both = ["hospital", "provider"] as const;

/** A step taken, and its request's open data brought up to date with it (a request not published: nothing). */
async function stepAndPublish(tx: Tx, appUrl: string, c: repo.ContractRow, today: string): Promise<boolean> {
  const took = await step(tx, appUrl, c, today);
  if (took && c.tenderId) await publishOpenDataChange(tx, c.tenderId);
  return took;
}

/**
 * The one step due for a contract on `today`, or null: a notice takes effect, a scheduled contract starts,
 * an active one past its term renews or ends. A contract late by several steps takes them one by one.
 */
async function step(tx: Tx, appUrl: string, c: repo.ContractRow, today: string): Promise<boolean> {
  const running = c.status === "scheduled" || c.status === "active";
  if (running && c.terminatesOn && c.terminatesOn <= today) {
    await applyTermination(tx, appUrl, c);
    return true;
  }
  if (c.status === "scheduled" && c.startDate <= today) {
    await repo.updateContract(tx, c.id, { status: "active" });
    await recordContractEvent(tx, null, c, "activated", { status: { before: "scheduled", after: "active" } });
    await mailContractStep(tx, appUrl, c, [...both], "Contract active", [`The contract for "${c.title}" started on ${c.startDate} and is now active.`]);
    return true;
  }
  if (c.status === "active" && c.endDate < today) {
    if (c.renewal === "automatic") {
      const endDate = termEnd(c.startDate, c.termMonths * (c.renewals + 2));
      await repo.updateContract(tx, c.id, { renewals: c.renewals + 1, endDate });
      await recordContractEvent(tx, null, c, "renewed", { endDate: { before: c.endDate, after: endDate } });
      await mailContractStep(tx, appUrl, c, [...both], "Contract renewed", [`The contract for "${c.title}" renewed automatically for ${c.termMonths} months, until ${endDate}.`]);
    } else {
      await repo.updateContract(tx, c.id, { status: "ended", awaiting: null });
      await repo.supersedePending(tx, c.id);
      await recordContractEvent(tx, null, c, "ended", { status: { before: "active", after: "ended" } });
      await mailContractStep(tx, appUrl, c, [...both], "Contract ended", [`The contract for "${c.title}" ended on ${c.endDate} at the end of its term.`]);
    }
    return true;
  }
  return false;
}

export interface ContractLifecycle {
  /** Takes every step due on `today` (YYYY-MM-DD, by default the current UTC day); returns how many steps were taken. */
  run(today?: string): Promise<{ steps: number }>;
  job: Job;
}

/** Contracts start, renew, end and stop on their dates (issue 30 §2), each step with its event and mail in one transaction. */
export function createContractLifecycle(opts: { db: Db; appUrl: string; mailer: Pick<Mailer, "kick">; logger: Logger }): ContractLifecycle {
  const { db, appUrl, mailer, logger } = opts;

  async function run(today = utcDay()) {
    let steps = 0;
    for (const id of await repo.dueContracts(db, today)) {
      // A few steps at most (start, then renew or end); each in its own transaction under the row lock.
      for (let i = 0; i < 4; i++) {
        const took = await db.transaction(async (tx) => {
          const c = await repo.lockContract(tx, id);
          return c ? stepAndPublish(tx, appUrl, c, today) : false;
        });
        if (!took) break;
        steps++;
      }
    }
    if (steps > 0) {
      mailer.kick();
      logger.info({ day: today, steps }, "contract lifecycle steps taken");
    }
    return { steps };
  }

  return { run, job: { name: "contract-lifecycle", everyMs: 60 * 60 * 1000, leaseMs: 10 * 60 * 1000, run: (now) => run(utcDay(now)) } };
}
