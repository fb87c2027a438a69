import type { WaitingGroup } from "@/shared/contracts/dashboards";
import { CREDENTIAL_TYPES, type CredentialType } from "@/shared/policy/credentials";
import type { WaitingKind } from "@/shared/policy/dashboards";
import { countryName } from "@/shared/reference/countries";
import { threadPath } from "../messages/service";
import type { WaitingRows } from "./waiting-sql";

type Row = WaitingRows["items"][number];
type Item = WaitingGroup["items"][number];

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

const CONTRACT_DETAIL: Record<string, string> = {
  draft: "Draft to send",
  sent: "Version to accept or to ask changes of",
  scheduled: "Change proposal to answer",
  active: "Change proposal to answer",
};

/** One waiting row as the dashboard lists it: what it is, what waits, and where to act on it. */
export function waitingItem(kind: WaitingKind, r: Row): Item {
  const base = { id: r.id, title: r.title, since: new Date(r.since).toISOString() };
  switch (kind) {
    case "bids":
      return { ...base, detail: `${plural(r.n, "bid", "bids")}${r.m ? `, ${r.m} shortlisted` : ""}`, href: `/requests/${r.id}` };
    case "evaluations":
      return {
        ...base,
        detail: r.n ? `${plural(r.n, "bidder", "bidders")} to declare for before you see the bids` : `${plural(r.m, "bid", "bids")} to score`,
        href: `/requests/${r.id}#evaluation`,
      };
    case "awards":
      return {
        ...base,
        detail: [r.n ? "An award to approve or send back" : "", r.m ? `${plural(r.m, "challenge", "challenges")} to answer` : ""].filter(Boolean).join("; "),
        href: `/requests/${r.id}#evaluation`,
      };
    case "questions":
      return { ...base, detail: plural(r.n, "question", "questions"), href: `/requests/${r.id}#section-questions-answers` };
    case "amendments":
      return { ...base, detail: "Amended since your bid: confirm or withdraw it", href: `/requests/${r.extra}` };
    case "contracts":
      return { ...base, detail: CONTRACT_DETAIL[r.extra ?? ""] ?? "Awaiting you", href: `/contracts/${r.id}` };
    case "disputes":
      return { ...base, detail: plural(r.n, "disputed study", "disputed studies"), href: `/contracts/${r.id}?tab=studies&status=disputed` };
    case "credentials":
      return {
        ...base,
        title: `${CREDENTIAL_TYPES[r.title as CredentialType] ?? r.title} · ${countryName(r.extra ?? "")}`,
        detail: "Verified: upload the renewed one before it expires",
        href: "/provider/me#section-credentials",
      };
    case "messages":
      return { ...base, detail: plural(r.n, "unread message", "unread messages"), href: threadPath({ subject: r.extra === "contract" ? "contract" : "application", id: r.id }) };
  }
}
