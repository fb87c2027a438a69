import type { MarketHealth } from "@/shared/contracts/market-health";
import { type Actor, adminRefusal } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { enforce } from "../../errors";
import { recomputeMarketHealth } from "./job";
import { readSnapshot, type Snapshot } from "./repo";

/** Marketplace health for admins (issue 32 §4): refused to everyone else, whatever the route. */

const view = (s: Snapshot): MarketHealth => ({ computedAt: s.computedAt.toISOString(), figures: s.figures });

/** The kept snapshot; before the job's first run, one computed now. */
export async function getMarketHealth(ctx: ServiceContext, actor: Actor): Promise<MarketHealth> {
  enforce(adminRefusal(actor));
  return view((await readSnapshot(ctx.db)) ?? (await recomputeMarketHealth(ctx.db, new Date())));
}

/** Recomputes the snapshot now, as an admin asks. */
export async function refreshMarketHealth(ctx: ServiceContext, actor: Actor): Promise<MarketHealth> {
  enforce(adminRefusal(actor));
  return view(await recomputeMarketHealth(ctx.db, new Date()));
}
