import { z } from "zod";
import { EVENT_ENTITY_TYPES } from "./event-actions";
import { ADMIN_PAGE_SIZE } from "./admin";
import { ACTIVITY_NOT_ALLOWED } from "../policy/events";
import { isoTime, isStorableTime, pageSchema, pagingQuery } from "./common";

/** The Activity timeline on a request shows 10 events a page by default; /admin/activity as many as every admin list. */
const ACTIVITY_PAGE_SIZE = 10;

export const EVENT_MESSAGES = {
  notAllowed: ACTIVITY_NOT_ALLOWED,
  entityType: `entityType must be one of ${EVENT_ENTITY_TYPES.join(", ")}`,
  actor: "actor must be an e-mail address",
  from: "from must be a date (YYYY-MM-DD)",
  to: "to must be a date (YYYY-MM-DD)",
  range: "from must be on or before to",
} as const;

export const EventChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

export const ActivityEventSchema = z.object({
  id: z.string(),
  entityType: z.enum(EVENT_ENTITY_TYPES),
  entityId: z.string(),
  action: z.string(),
  /** The action in words ("Request closed"). */
  label: z.string(),
  /** Who did it as they were at the time; e-mail null when hidden from the viewer (or for the system). */
  actor: z.object({ email: z.string().nullable(), role: z.string().nullable() }),
  at: z.string(),
  changes: z.array(EventChangeSchema),
  /** The request the event belongs to, if any (the admin's link target). */
  requestId: z.string().nullable(),
});
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;
export const ActivityPageSchema = pageSchema(ActivityEventSchema);
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

export const RequestActivityQuery = z.object({ ...pagingQuery(ACTIVITY_PAGE_SIZE) });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => DAY.test(v) && isStorableTime(isoTime(v)), message)
    .optional();

/** GET /api/admin/activity: entity type, actor e-mail (exact, any case), a range of days (UTC, both ends included). */
export const AdminActivityQuery = z
  .object({
    entityType: z.enum(EVENT_ENTITY_TYPES, { error: EVENT_MESSAGES.entityType }).optional(),
    actor: z.string().trim().toLowerCase().max(254, EVENT_MESSAGES.actor).email(EVENT_MESSAGES.actor).optional(),
    from: day(EVENT_MESSAGES.from),
    to: day(EVENT_MESSAGES.to),
    ...pagingQuery(ADMIN_PAGE_SIZE),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: "custom", path: ["to"], message: EVENT_MESSAGES.range });
  });
export type AdminActivityQuery = z.output<typeof AdminActivityQuery>;
