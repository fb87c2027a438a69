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
