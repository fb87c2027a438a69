import type { z } from "zod";
import type { MyProviderUpdate } from "@/shared/contracts/my-provider";
import type { Provider } from "@/shared/contracts/providers";
import { type Actor, MESSAGES } from "@/shared/policy/roles";
import { baseSlug, firstFreeSlug } from "@/shared/slug";
import type { ServiceContext } from "../../context";
import { NotFound } from "../../errors";
import { providerEvent } from "../admin/provider-events";
import { slugsLike } from "../admin/providers-repo";
import * as repo from "./repo";
import { changesBetween, recordEvent } from "../events/record";

/** The routes let only a telerad user with a provider through (the providerUser guard). */
const providerIdOf = (actor: Actor) => actor.providerId as string;

export async function getMyProvider(ctx: ServiceContext, actor: Actor): Promise<Provider> {
  const row = await repo.findProvider(ctx.db, providerIdOf(actor));
  if (!row) throw new NotFound(MESSAGES.providerNotFound);
  return repo.toProvider(row);
}

/** PRODUCT.md #15: the provider's own users edit its public profile; verified, pinned, slug and rating stay the admin's. */
export async function updateMyProvider(ctx: ServiceContext, actor: Actor, input: z.output<typeof MyProviderUpdate>): Promise<Provider> {
  const id = providerIdOf(actor);
  return ctx.db.transaction(async (tx) => {
    const current = await repo.findProvider(tx, id);
    if (!current) throw new NotFound(MESSAGES.providerNotFound);
    const { medianTATMinutes, caseStudies, ...rest } = input;
    const changes: repo.ProviderChanges = { ...rest };
    if (medianTATMinutes !== undefined) changes.medianTatMinutes = medianTATMinutes;
    if (caseStudies !== undefined)
      changes.caseStudies = caseStudies.map((c, i) => ({ ...c, id: c.id || `cs-${current.slug}-${i + 1}` }));
    // A new name gives a new slug (never one chosen by hand), unique with -1, -2 ... (spec §4).
    if (input.name !== undefined && input.name !== current.name) {
      const base = baseSlug(input.name);
      changes.slug = firstFreeSlug(base, await slugsLike(tx, base, id));
    }
    const row = await repo.updateProvider(tx, id, changes);
    if (!row) throw new NotFound(MESSAGES.providerNotFound);
    const recorded = changesBetween(current, row, Object.keys(changes) as (keyof typeof row)[]);
    if (Object.keys(recorded).length > 0) await recordEvent(tx, actor, providerEvent(id, "updated", recorded));
    return repo.toProvider(row);
  });
}
