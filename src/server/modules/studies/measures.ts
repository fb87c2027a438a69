import { monthOf } from "@/shared/policy/studies";

/** The directory's measured figures cover 12 calendar months: this one and the 11 before it (UTC). */
export const measuresWindowStart = (now = new Date()): string => monthOf(now, 11);
