import type { z } from "zod";
import type { MyProviderUpdate } from "@/shared/contracts/my-provider";
import type { Provider } from "@/shared/contracts/providers";
import { type Actor, MESSAGES } from "@/shared/policy/roles";
import { baseSlug, firstFreeSlug } from "@/shared/slug";
import type { Db } from "../../db/client";
import { Forbidden, NotAuthenticated, NotFound } from "../../errors";
import { slugsLike } from "../admin/providers-repo";
import * as repo from "./repo";

function providerIdOf(actor: Actor): string {
  if (!actor.userId) throw new NotAuthenticated();
  if (actor.role !== "telerad" || !actor.providerId) throw new Forbidden(MESSAGES.noProvider);
  return actor.providerId;
}

export async function getMyProvider(db: Db, actor: Actor): Promise<Provider> {
  const row = await repo.findProvider(db, providerIdOf(actor));
  if (!row) throw new NotFound(MESSAGES.providerNotFound);
  return repo.toProvider(row);
}

/** PRODUCT.md #15: the provider's own users edit its public profile; verified, pinned, slug and rating stay the admin's. */
export async function updateMyProvider(db: Db, actor: Actor, input: z.output<typeof MyProviderUpdate>): Promise<Provider> {
  const id = providerIdOf(actor);
  return db.transaction(async (tx) => {
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
    return repo.toProvider(row);
  });
}
