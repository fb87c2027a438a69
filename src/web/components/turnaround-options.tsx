import { TURNAROUND_OPTIONS } from "@/shared/reference/turnaround";

/** The specification's turnaround options for a select, each as "label (range)". */
export function TurnaroundOptions() {
  return (
    <>
      {TURNAROUND_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label} ({o.value})
        </option>
      ))}
    </>
  );
}
