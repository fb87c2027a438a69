import type { AdminProvidersQuery } from "@/shared/contracts/admin";
import type { ProviderCreateInput, ProviderUpdateInput } from "@/shared/contracts/provider-fields";
import { pageOf } from "@/shared/contracts/common";
import type { Provider } from "@/shared/contracts/providers";
import { type Actor, MESSAGES } from "@/shared/policy/roles";
import { baseSlug, firstFreeSlug } from "@/shared/slug";
import type { ServiceContext } from "../../context";
import { Invalid, NotFound } from "../../errors";
import { editProvider, providerValues, retryOnSlugClash } from "../providers/update";
import { findProvider, slugsLike } from "../providers/update-repo";
import { type DeleteOutcome, deleteProvider, insertProvider, listProviders, toggleFlag } from "./providers-repo";
import { recordEvent } from "../events/record";
import { providerEvent, providerSnapshot, unlinkedUserEvents } from "./provider-events";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notFound(): never {
  throw new NotFound(MESSAGES.providerNotFound);
}

export async function listAdminProviders(ctx: ServiceContext, _actor: Actor, query: AdminProvidersQuery) {
  const filter = { query: query.query || undefined, hqCountry: query.hqCountry };
  const { rows, count } = await listProviders(ctx.db, filter, query.sort, query.pageSize + 1, (query.page - 1) * query.pageSize);
  return pageOf(rows, count, query.page, query.pageSize);
}

export async function getAdminProvider(ctx: ServiceContext, _actor: Actor, { id }: { id: string }): Promise<Provider> {
  if (!UUID.test(id)) notFound();
  return (await findProvider(ctx.db, id)) ?? notFound();
}

/** Spec §4: the slug comes from the name, with -1, -2 ... until unique. */
export async function createProvider(ctx: ServiceContext, actor: Actor, input: ProviderCreateInput): Promise<Provider> {
  const base = baseSlug(input.name);
  const provider = await retryOnSlugClash(() =>
    ctx.db.transaction(async (tx) => {
      const slug = firstFreeSlug(base, await slugsLike(tx, base));
      const created = await insertProvider(tx, { ...providerValues(input), name: input.name, hqCountry: input.hqCountry, slug });
      await recordEvent(tx, actor, providerEvent(created.id, "created", providerSnapshot(created, "after")));
      return created;
    }),
  );
  ctx.alerts.kick();
  return provider;
}

/** Only supplied fields change; the slug is regenerated only when both name and slug are supplied, else a slug alone is set as typed (spec §4). */
export async function updateAdminProvider(
  ctx: ServiceContext,
  actor: Actor,
  { id, slug, ...fields }: ProviderUpdateInput & { id: string },
): Promise<Provider> {
  if (!UUID.test(id)) notFound();
  return editProvider(ctx, actor, {
    id,
    fields,
    check: (current) => {
      if ((fields.verifiedReviews ?? current.verifiedReviews) > (fields.reviewCount ?? current.reviewCount))
        throw new Invalid("Verified reviews cannot exceed the review count");
    },
    slug: () => (slug === undefined ? undefined : fields.name !== undefined ? { fromName: fields.name } : { typed: slug }),
  });
}

export async function removeProvider(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<DeleteOutcome> {
  if (!UUID.test(id)) notFound();
  return ctx.db.transaction(async (tx) => {
    const current = (await findProvider(tx, id)) ?? notFound();
    const { unlinked, ...outcome } = (await deleteProvider(tx, id)) ?? notFound();
    await recordEvent(tx, actor, [providerEvent(id, "deleted", providerSnapshot(current, "before")), ...unlinkedUserEvents(id, unlinked)]);
    return outcome;
  });
}

/** Spec §4: each toggle flips the current value. */
export async function toggleProviderFlag(
  ctx: ServiceContext,
  actor: Actor,
  { id, flag }: { id: string; flag: "verified" | "pinned" },
): Promise<Provider> {
  if (!UUID.test(id)) notFound();
  return ctx.db.transaction(async (tx) => {
    const toggled = (await toggleFlag(tx, id, flag)) ?? notFound();
    const now = toggled[flag];
    const action = flag === "verified" ? (now ? "verified" : "unverified") : now ? "pinned" : "unpinned";
    await recordEvent(tx, actor, providerEvent(id, action, { [flag]: { before: !now, after: now } }));
    return toggled;
  });
}
