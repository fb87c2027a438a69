import { randomUUID } from "node:crypto";
import type { CaseStudyInput, ProviderUpdateInput } from "@/shared/contracts/provider-fields";
import type { Provider } from "@/shared/contracts/providers";
import { type Actor, MESSAGES } from "@/shared/policy/roles";
import { baseSlug, firstFreeSlug } from "@/shared/slug";
import type { ServiceContext } from "../../context";
import { isUniqueViolation } from "../../db/errors";
import type { CaseStudy } from "../../db/schema";
import { Conflict, NotFound } from "../../errors";
import { providerEvent } from "../admin/provider-events";
import { changesBetween, recordEvent } from "../events/record";
import { findProvider, type ProviderValues, slugsLike, slugTaken, updateProvider } from "./update-repo";

/**
 * The one provider update (issue 34): the admin's edit and the provider's own (/provider/me) both
 * come through `editProvider`. Who may send which field, and the editor's own refusals, stay in
 * each editor's service; the slug, the case study ids, the retry and the history are here.
 */

export const SLUG_TAKEN = "This slug is already used by another provider";

/** The editable fields under their API names (spec §3), without the slug: what either editor may send. */
export type ProviderFieldsInput = Omit<ProviderUpdateInput, "slug">;

/** What becomes of the slug: made from a name (-1, -2 ... until unique, spec §4), or set as typed. */
export type SlugChange = { fromName: string } | { typed: string };

export interface ProviderEdit {
  id: string;
  /** Only the supplied fields change. */
  fields: ProviderFieldsInput;
  /** The editor's slug rule, given the provider as it is; no answer keeps the slug. */
  slug?: (current: Provider) => SlugChange | undefined;
  /** The editor's own refusals, given the provider as it is (thrown inside the transaction). */
  check?: (current: Provider) => void;
}

/** Two writers taking the same slug at once: the loser of the unique index runs again and takes the next suffix. */
export async function retryOnSlugClash<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Case studies with stable, unique ids: a study sent back with its id keeps it; a new one (no id),
 * or a second study sent with an id already used in the list, gets a random `cs-` id of its own.
 */
export function withStudyIds(studies: CaseStudyInput[]): CaseStudy[] {
  const used = new Set<string>();
  return studies.map(({ id, ...study }) => {
    let kept = id && !used.has(id) ? id : `cs-${randomUUID()}`;
    while (used.has(kept)) kept = `cs-${randomUUID()}`;
    used.add(kept);
    return { ...study, id: kept };
  });
}

/** API names (spec §3, camelCase) to table columns; only the fields present. */
export function providerValues(fields: ProviderFieldsInput): ProviderValues {
  const { medianTATMinutes, caseStudies, ...rest } = fields;
  const values: ProviderValues = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  if (medianTATMinutes !== undefined) values.medianTatMinutes = medianTATMinutes;
  if (caseStudies !== undefined) values.caseStudies = withStudyIds(caseStudies);
  return values;
}

/**
 * Updates one provider in one transaction, retried when another writer takes the same slug at that
 * moment; records "updated" with the fields that changed (none changed, nothing recorded).
 */
export async function editProvider(ctx: ServiceContext, actor: Actor, { id, fields, slug, check }: ProviderEdit): Promise<Provider> {
  return retryOnSlugClash(() =>
    ctx.db.transaction(async (tx) => {
      const current = await findProvider(tx, id);
      if (!current) throw new NotFound(MESSAGES.providerNotFound);
      check?.(current);
      const values = providerValues(fields);
      const change = slug?.(current);
      if (change && "fromName" in change) {
        const base = baseSlug(change.fromName);
        values.slug = firstFreeSlug(base, await slugsLike(tx, base, id));
      } else if (change && change.typed !== current.slug) {
        if (await slugTaken(tx, change.typed, id)) throw new Conflict(SLUG_TAKEN);
        values.slug = change.typed;
      }
      if (Object.keys(values).length === 0) return current;
      const updated = await updateProvider(tx, id, values);
      if (!updated) throw new NotFound(MESSAGES.providerNotFound);
      const changes = changesBetween(current, updated, [...Object.keys(fields), "slug"] as (keyof Provider)[]);
      if (Object.keys(changes).length > 0) await recordEvent(tx, actor, providerEvent(id, "updated", changes));
      return updated;
    }),
  );
}
