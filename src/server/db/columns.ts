import { timestamp } from "drizzle-orm/pg-core";

/** A timestamp with time zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
/** A required timestamp that defaults to the time of the insert. */
export const now = (name: string) => ts(name).notNull().defaultNow();
