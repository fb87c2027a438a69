import type { EventAction, EventEntityType } from "@/shared/contracts/event-actions";
import type { Actor } from "@/shared/policy/roles";
import type { Db, Tx } from "../../db/client";
import type { FieldChange } from "../../db/schema";
import { insertEvents } from "./repo";

export type Changes = Record<string, FieldChange>;

export type NewEvent = { [E in EventEntityType]: EventOf<E> }[EventEntityType];

interface EventOf<E extends EventEntityType> {
  entityType: E;
  entityId: string;
  action: EventAction<E>;
  /** The request the event belongs to (requests, applications, questions): its Activity timeline. */
  requestId?: string | null;
  /** The provider an application or question event concerns. */
  providerId?: string | null;
  changes?: Changes;
}

/** Who did it, as they were at the time; null (or an anonymous actor) records the system. A seed may name a user-less actor by e-mail and role. */
export type EventActor = Pick<Actor, "userId" | "role" | "email"> | null;

/**
 * Appends events to the history. Pass the transaction of the write they describe: the change and its
 * events commit together or not at all.
 */
export async function recordEvent(db: Db | Tx, actor: EventActor, event: NewEvent | NewEvent[]): Promise<void> {
  const list = Array.isArray(event) ? event : [event];
  if (list.length === 0) return;
  await insertEvents(
    db,
    list.map((e) => ({
      entityType: e.entityType,
      entityId: e.entityId,
      action: e.action,
      requestId: e.requestId ?? null,
      providerId: e.providerId ?? null,
      actorUserId: actor?.userId ?? null,
      actorEmail: actor?.email?.toLowerCase() ?? null,
      actorRole: actor?.role ?? null,
      changes: e.changes ?? {},
    })),
  );
}

const normal = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);
const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);
/** A value with its objects' keys in one order, so that maps equal but for key order (jsonb reorders them) compare equal. */
const canonical = (v: unknown): unknown => {
  const value = normal(v);
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).sort(byKey).map(([k, x]) => [k, canonical(x)]));
  return value;
};
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The fields of `after` whose value differs from `before` (in any order of keys), each with both values (dates as ISO strings). */
export function changesBetween<T extends Record<string, unknown>>(before: T, after: Partial<T>, keys = Object.keys(after) as (keyof T & string)[]): Changes {
  const changes: Changes = {};
  for (const key of keys) {
    if (!(key in after) || same(before[key], after[key])) continue;
    changes[key] = { before: normal(before[key]), after: normal(after[key]) };
  }
  return changes;
}

/** The changes of something created (everything "after") or deleted (everything "before"). */
export function snapshotOf(values: Record<string, unknown>, side: "after" | "before"): Changes {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, side === "after" ? { before: null, after: normal(v) } : { before: normal(v), after: null }]),
  );
}
