import type { z } from "zod";
import type { MyProviderUpdate } from "@/shared/contracts/my-provider";
import type { Provider } from "@/shared/contracts/providers";
import { type Actor, MESSAGES } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { NotFound } from "../../errors";
import { editProvider } from "../providers/update";
import { findProvider } from "../providers/update-repo";

/** The routes let only a telerad user with a provider through (the providerUser guard). */
const providerIdOf = (actor: Actor) => actor.providerId as string;

export async function getMyProvider(ctx: ServiceContext, actor: Actor): Promise<Provider> {
  const provider = await findProvider(ctx.db, providerIdOf(actor));
  if (!provider) throw new NotFound(MESSAGES.providerNotFound);
  return provider;
}

/**
 * PRODUCT.md #15: the provider's own users edit its public profile; verified, pinned, slug and rating
 * stay the admin's (the contract takes only the owner's fields). A new name gives a new slug, never
 * one chosen by hand, unique with -1, -2 ... (spec §4).
 */
export async function updateMyProvider(ctx: ServiceContext, actor: Actor, input: z.output<typeof MyProviderUpdate>): Promise<Provider> {
  return editProvider(ctx, actor, {
    id: providerIdOf(actor),
    fields: input,
    slug: (current) => (input.name !== undefined && input.name !== current.name ? { fromName: input.name } : undefined),
  });
}
