import { z } from "zod";

/**
 * The kinds of mail a user may switch off (issue 17). Security mail (confirmation, password reset,
 * password changed) has no kind and is always sent.
 */
export const MAIL_KINDS = ["applications", "status", "awards", "questions", "amendments", "credentials", "reviews", "alerts", "contracts", "messages"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  applications: "New applications to my requests",
  status: "Changes to my applications' status",
  awards: "Award outcomes and closed requests",
  questions: "Questions and answers",
  amendments: "Amendments and confirmations",
  credentials: "Credential reviews and expiry reminders",
  reviews: "Reviews",
  alerts: "Saved search alerts",
  contracts: "Contracts: drafts, acceptances, changes and terminations",
  messages: "Private messages about my applications and contracts",
};

export const NOTIFICATION_MESSAGES = {
  unknownTimeZone: (value: string) => `Unknown time zone: ${value}`,
  badToken: "This unsubscribe link is invalid or has expired. Sign in to change your notification settings.",
  notFound: "Notification not found",
} as const;

/** An IANA time zone the runtime knows ("Europe/Berlin"). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const TimeZoneInput = z
  .string({ error: "Time zone must be text" })
  .trim()
  .max(64, "Time zone must be at most 64 characters")
  .refine(isTimeZone, { error: (issue) => NOTIFICATION_MESSAGES.unknownTimeZone(String(issue.input)) });

const MailSwitches = z.object(Object.fromEntries(MAIL_KINDS.map((k) => [k, z.boolean()])) as Record<MailKind, z.ZodBoolean>);

/** GET /api/me/notifications: which kinds are mailed, and the daily digest's time zone. */
export const NotificationSettingsSchema = z.object({ mail: MailSwitches, timeZone: z.string() });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** PATCH /api/me/notifications: any kinds to switch on (true) or off (false), and/or the time zone. */
export const UpdateNotificationSettingsInput = z
  .object({
    mail: z
      .object(Object.fromEntries(MAIL_KINDS.map((k) => [k, z.boolean({ error: `mail.${k} must be true or false` }).optional()])) as Record<MailKind, z.ZodOptional<z.ZodBoolean>>)
      .strict(),
    timeZone: TimeZoneInput,
  })
  .partial()
  .strict();
export type UpdateNotificationSettingsInput = z.input<typeof UpdateNotificationSettingsInput>;

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  /** A path of the app, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** The latest notifications; `unread` is exact up to UNREAD_LIMIT ("99+" above). */
export const NotificationListSchema = z.object({ data: z.array(NotificationSchema), unread: z.number(), unreadMore: z.boolean() });
export type NotificationList = z.infer<typeof NotificationListSchema>;
export const UNREAD_LIMIT = 99;
export const NOTIFICATION_LIST_SIZE = 20;

export const UnsubscribeQuery = z.object({ token: z.string().max(500).optional() });

/** What an unsubscribe link switches off, shown before the user confirms. */
export const UnsubscribeSchema = z.object({ kind: z.enum(MAIL_KINDS), label: z.string(), email: z.string(), unsubscribed: z.boolean() });
export type Unsubscribe = z.infer<typeof UnsubscribeSchema>;
