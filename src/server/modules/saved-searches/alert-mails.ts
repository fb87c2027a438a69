import { savedSearchPath, type SavedSearchScope } from "@/shared/contracts/saved-searches";
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

const plural = (n: number, atLeast: boolean, one: string, many: string) => `${atLeast ? "More than " : ""}${n} new ${n === 1 && !atLeast ? one : many}`;
const day = (iso: string) => iso.slice(0, 10);

/** One line per request, from what the recipient's role may see of it (a telerad's view has no facility). */
function requestLine(appUrl: string, r: RequestView): string {
  const facts = [r.title, countryName(r.country), r.facility, r.modalities.join(", "), r.volumesPerMonth ? `${r.volumesPerMonth} studies/month` : undefined, `closes ${day(r.deadline)}`];
  return `${facts.filter(Boolean).join(" · ")}\n${appUrl}/requests/${r.id}`;
}

const providerLine = (appUrl: string, p: ProviderMatch) =>
  `${[p.name, countryName(p.hqCountry), p.modalities.join(", ")].filter(Boolean).join(" · ")}\n${appUrl}/providers/${p.slug}`;

/**
 * The alert of one saved search: its new matches, the first ALERT_ITEMS_MAX listed with links and the rest
 * counted (`total`; `atLeast` when there were more than could be read at once).
 */
export function alertMail(
  appUrl: string,
  to: string,
  search: { name: string; scope: SavedSearchScope; query: Record<string, string | string[]> },
  items: { requests: RequestView[] } | { providers: ProviderMatch[] },
  count: { total: number; atLeast: boolean },
): MailMessage {
  const path = savedSearchPath(search.scope, search.query);
  const lines = "requests" in items ? items.requests.map((r) => requestLine(appUrl, r)) : items.providers.map((p) => providerLine(appUrl, p));
  const [one, many] = "requests" in items ? ["request", "requests"] : ["provider", "providers"];
  const counted = plural(count.total, count.atLeast, one, many);
  const unlisted = count.total - lines.length;
  return {
    ...mails.notify("alerts", to, `${counted} for "${search.name}"`, [
      `${counted} ${count.total === 1 && !count.atLeast ? "matches" : "match"} your saved search "${search.name}":`,
      ...lines,
      ...(unlisted > 0 ? [`…and ${count.atLeast ? "more than " : ""}${unlisted} more.`] : []),
      `See every match: ${appUrl}${path}`,
      `Change how often this search alerts you: ${appUrl}/profile#notifications`,
    ]),
    link: path,
  };
}
