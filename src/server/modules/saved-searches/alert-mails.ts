import { ALERT_ITEMS_MAX, savedSearchPath, type SavedSearchScope } from "@/shared/contracts/saved-searches";
import type { RequestView } from "@/shared/contracts/request-views";
import { countryName } from "@/shared/reference/countries";
import type { MailMessage } from "../../mail/outbox";
import { mails } from "../../mail/templates";

export interface ProviderMatch {
  name: string;
  slug: string;
  hqCountry: string;
  modalities: string[];
}

const plural = (n: number, one: string, many: string) => `${n} new ${n === 1 ? one : many}`;
const day = (iso: string) => iso.slice(0, 10);

/** One line per request, from what the recipient's role may see of it (a telerad's view has no facility). */
function requestLine(appUrl: string, r: RequestView): string {
  const facts = [r.title, countryName(r.country), r.facility, r.modalities.join(", "), r.volumesPerMonth ? `${r.volumesPerMonth} studies/month` : undefined, `closes ${day(r.deadline)}`];
  return `${facts.filter(Boolean).join(" · ")}\n${appUrl}/requests/${r.id}`;
}

const providerLine = (appUrl: string, p: ProviderMatch) =>
  `${[p.name, countryName(p.hqCountry), p.modalities.join(", ")].filter(Boolean).join(" · ")}\n${appUrl}/providers/${p.slug}`;

/** The alert of one saved search: its new matches (at most ALERT_ITEMS_MAX), each once, with links. */
export function alertMail(
  appUrl: string,
  to: string,
  search: { name: string; scope: SavedSearchScope; query: Record<string, string | string[]> },
  items: { requests: RequestView[] } | { providers: ProviderMatch[] },
  more: boolean,
): MailMessage {
  const path = savedSearchPath(search.scope, search.query);
  const lines =
    "requests" in items ? items.requests.map((r) => requestLine(appUrl, r)) : items.providers.map((p) => providerLine(appUrl, p));
  const count = "requests" in items ? plural(lines.length, "request", "requests") : plural(lines.length, "provider", "providers");
  return {
    ...mails.notify("alerts", to, `${count} for "${search.name}"`, [
      `${count} ${lines.length === 1 ? "matches" : "match"} your saved search "${search.name}":`,
      ...lines,
      ...(more ? [`More than ${ALERT_ITEMS_MAX} are new: see them all on RadBridge.`] : []),
      `See every match: ${appUrl}${path}`,
      `Change how often this search alerts you: ${appUrl}/profile#notifications`,
    ]),
    link: path,
  };
}
