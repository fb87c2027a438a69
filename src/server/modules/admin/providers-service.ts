import { randomUUID } from "node:crypto";
import type { AdminProvidersQuery } from "@/shared/contracts/admin";
import type { CaseStudyInput, ProviderCreateInput, ProviderUpdateInput } from "@/shared/contracts/provider-fields";
import { pageOf } from "@/shared/contracts/common";
import type { Provider } from "@/shared/contracts/providers";
import { type Actor, MESSAGES } from "@/shared/policy/roles";
import { baseSlug, firstFreeSlug } from "@/shared/slug";
import type { ServiceContext } from "../../context";
import { isUniqueViolation } from "../../db/errors";
import type { CaseStudy } from "../../db/schema";
import { Conflict, Invalid, NotFound } from "../../errors";
import {
  type DeleteOutcome,
  deleteProvider,
  findProvider,
  insertProvider,
  listProviders,
  type ProviderValues,
  slugsLike,
  slugTaken,
  toggleFlag,
  updateProvider,
} from "./providers-repo";
import { changesBetween, recordEvent } from "../events/record";
import { providerEvent, providerSnapshot, unlinkedUserEvents } from "./provider-events";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SLUG_TAKEN = "This slug is already used by another provider";

function notFound(): never {
  throw new NotFound(MESSAGES.providerNotFound);
}

/** Two admins creating the same name at once: the loser of the unique index tries the next suffix. */
async function retryOnSlugClash<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

const withIds = (studies: CaseStudyInput[]): CaseStudy[] => studies.map((s) => ({ ...s, id: s.id || `cs-${randomUUID()}` }));

/** API names (spec §3, camelCase) to table columns; only the fields present. */
function toValues(input: Omit<ProviderUpdateInput, "slug">): ProviderValues {
  const { medianTATMinutes, caseStudies, ...rest } = input;
  const values: ProviderValues = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  if (medianTATMinutes !== undefined) values.medianTatMinutes = medianTATMinutes;
  if (caseStudies !== undefined) values.caseStudies = withIds(caseStudies);
  return values;
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
      const created = await insertProvider(tx, { ...toValues(input), name: input.name, hqCountry: input.hqCountry, slug });
      await recordEvent(tx, actor, providerEvent(created.id, "created", providerSnapshot(created, "after")));
      return created;
    }),
  );
  ctx.alerts.kick();
  return provider;
}

/** Only supplied fields change; the slug is regenerated only when both name and slug are supplied (spec §4). */
export async function updateAdminProvider(
  ctx: ServiceContext,
  actor: Actor,
  { id, slug: suppliedSlug, ...fields }: ProviderUpdateInput & { id: string },
): Promise<Provider> {
  if (!UUID.test(id)) notFound();
  return retryOnSlugClash(() =>
    ctx.db.transaction(async (tx) => {
      const current = (await findProvider(tx, id)) ?? notFound();
      const values = toValues(fields);
      const reviewCount = fields.reviewCount ?? current.reviewCount;
      const verifiedReviews = fields.verifiedReviews ?? current.verifiedReviews;
      if (verifiedReviews > reviewCount) throw new Invalid("Verified reviews cannot exceed the review count");
      if (fields.name !== undefined && suppliedSlug !== undefined) {
        const base = baseSlug(fields.name);
        values.slug = firstFreeSlug(base, await slugsLike(tx, base, id));
      } else if (suppliedSlug !== undefined && suppliedSlug !== current.slug) {
        if (await slugTaken(tx, suppliedSlug, id)) throw new Conflict(SLUG_TAKEN);
        values.slug = suppliedSlug;
      }
      if (Object.keys(values).length === 0) return current;
      const updated = (await updateProvider(tx, id, values)) ?? notFound();
      const changes = changesBetween(current, updated, [...Object.keys(fields), "slug"] as (keyof Provider)[]);
      if (Object.keys(changes).length > 0) await recordEvent(tx, actor, providerEvent(id, "updated", changes));
      return updated;
    }),
  );
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
