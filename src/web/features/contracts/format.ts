import type { ContractSummary, ContractVersion } from "@/shared/contracts/contracts";
import type { ContractSide } from "@/shared/policy/contracts";
import type { OrganisationKind } from "@/shared/policy/organisations";

export const SIDE_LABELS: Record<ContractSide, string> = { hospital: "Hospital", provider: "Provider" };

/** "12 months", "1 month". */
export const termText = (months: number) => `${months} month${months === 1 ? "" : "s"}`;

/** The other party of a contract for a member: the hospital for a provider's member, the provider for a hospital's. */
export const counterpartyOf = (c: Pick<ContractSummary, "hospital" | "provider">, kind: OrganisationKind | undefined) => (kind === "provider" ? c.hospital : c.provider);

/** A person as the contract names them: their name, else their e-mail, else who they acted for. */
export function personName(person: ContractVersion["proposedBy"], side?: ContractSide): string {
  return person?.name || person?.email || (side ? `${SIDE_LABELS[side]} member` : "Someone");
}

/** A commitment in words: "4 hours", "30 minutes", "1 hour 30 minutes". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours ? `${hours} hour${hours === 1 ? "" : "s"}` : "";
  const m = rest ? `${rest} minute${rest === 1 ? "" : "s"}` : "";
  return [h, m].filter(Boolean).join(" ") || "0 minutes";
}

/** A percentage as typed: 97.5 -> "97.5%". */
export const percentText = (value: number) => `${value.toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;
