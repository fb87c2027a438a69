import type { EventAction } from "@/shared/contracts/event-actions";
import type { Db, Tx } from "../../db/client";
import { type Changes, type EventActor, recordEvent } from "../events/record";

/** An event of a contract, in the write's transaction; the provider is kept so the history can be read per provider. */
export function recordContractEvent(tx: Tx | Db, actor: EventActor, contract: { id: string; providerId: string }, action: EventAction<"contract">, changes: Changes = {}) {
  return recordEvent(tx, actor, { entityType: "contract", entityId: contract.id, action, providerId: contract.providerId, changes });
}
