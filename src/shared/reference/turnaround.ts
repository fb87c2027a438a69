export const TURNAROUND_OPTIONS = [
  { value: "≤30m", label: "Emergency" },
  { value: "1-4h", label: "Urgent" },
  { value: "4-12h", label: "Priority" },
  { value: "12-24h", label: "Routine" },
  { value: "24-48h", label: "Non-urgent" },
  { value: ">48h", label: "Elective" },
] as const;

export type Turnaround = (typeof TURNAROUND_OPTIONS)[number]["value"];
export const TURNAROUND_VALUES = TURNAROUND_OPTIONS.map((o) => o.value) as [Turnaround, ...Turnaround[]];

export function turnaroundLabel(value: string | null | undefined): string {
  const option = TURNAROUND_OPTIONS.find((o) => o.value === value);
  return option ? `${option.label} (${option.value})` : "";
}

/** Each option's upper bound in hours, for comparing a commitment with a requirement (">48h" counts as 72). */
export const TURNAROUND_HOURS: Readonly<Record<Turnaround, number>> = {
  "≤30m": 0.5,
  "1-4h": 4,
  "4-12h": 12,
  "12-24h": 24,
  "24-48h": 48,
  ">48h": 72,
};

export const isTurnaround = (value: unknown): value is Turnaround => typeof value === "string" && value in TURNAROUND_HOURS;
