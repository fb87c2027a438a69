import type { RequestRecord } from "@/shared/policy/requests";
import { type Changes, snapshotOf } from "../events/record";
import { editableFields } from "./amendments";

/** What the history keeps of a request when it is created (as "after") or deleted (as "before"): the fields an edit names, and the status. */
export function requestSnapshot(r: RequestRecord, side: "after" | "before"): Changes {
  return snapshotOf({ ...editableFields(r), status: r.status }, side);
}
