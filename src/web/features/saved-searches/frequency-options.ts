import type { AlertFrequency } from "@/shared/contracts/saved-searches";

/** The alert choices as the save dialog offers them. */
export const FREQUENCY_CHOICES: { value: AlertFrequency; label: string; hint: string }[] = [
  { value: "instant", label: "Instant", hint: "Mailed within a minute of a new match" },
  { value: "daily", label: "Daily digest", hint: "One mail at 07:00 your time" },
  { value: "off", label: "Off", hint: "Saved, no mail" },
];

/** The browser's time zone, which becomes the user's for daily digests when they have none yet. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
