import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { DashboardCharts } from "../src/shared/contracts/dashboards";

/**
 * The dashboard's figures as a test computes them from the organisation's own API answers (issue 32 "Done when"):
 * the board, the contracts list, the studies of each contract, the provider's profile and applications.
 */

type PageOf<T> = { data: T[]; hasNext: boolean };

async function allPages<T>(api: APIRequestContext, path: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const res = await api.get(`${path}${path.includes("?") ? "&" : "?"}pageSize=100&page=${page}`);
    expect(res.status(), await res.text()).toBe(200);
    const body = (await res.json()) as PageOf<T>;
    out.push(...body.data);
    if (!body.hasNext) return out;
  }
}

const monthStart = () => `${new Date().toISOString().slice(0, 7)}-01T00:00:00.000Z`;

/** This month's recorded studies across the contracts the caller's organisation is party to: their count and mean turnaround. */
async function studiesThisMonth(api: APIRequestContext) {
  const contracts = await allPages<{ id: string; status: string }>(api, "/api/contracts");
  let count = 0;
  let seconds = 0;
  for (const c of contracts.filter((x) => ["scheduled", "active", "ended", "terminated"].includes(x.status))) {
    for (let page = 1; ; page++) {
      const body = (await (await api.get(`/api/contracts/${c.id}/studies?pageSize=100&page=${page}`)).json()) as PageOf<{ imagesAvailableAt: string; status: string; turnaroundSeconds: number }>;
      const ofMonth = body.data.filter((s) => s.imagesAvailableAt >= monthStart());
      for (const s of ofMonth.filter((x) => x.status === "recorded")) {
        count++;
        seconds += s.turnaroundSeconds;
      }
      // Newest images first: a page that reaches back before the month is the last one needed.
      if (!body.hasNext || ofMonth.length < body.data.length) break;
    }
  }
  return { count, meanSeconds: count ? Math.round(seconds / count) : null };
}

const contractTotal = async (api: APIRequestContext, status: string) => ((await (await api.get(`/api/contracts?status=${status}&pageSize=1`)).json()) as { total: number }).total;

export async function hospitalFigures(api: APIRequestContext) {
  const me = (await (await api.get("/api/me")).json()) as { activeOrganisationId: string };
  const open = await allPages<{ organisationId?: string | null }>(api, "/api/requests?status=OPEN");
  const studies = await studiesThisMonth(api);
  return {
    activeTenders: open.filter((r) => r.organisationId === me.activeOrganisationId).length,
    partnerships: (await contractTotal(api, "scheduled")) + (await contractTotal(api, "active")),
    caseVolume: studies.count,
    averageTurnaroundSeconds: studies.meanSeconds,
  };
}

export async function providerFigures(api: APIRequestContext) {
  const profile = (await (await api.get("/api/provider/me")).json()) as { modalities: string[]; rating: number; reviewCount: number };
  const applied = new Set((await allPages<{ tenderId: string }>(api, "/api/me/applications")).map((a) => a.tenderId));
  const open = await allPages<{ id: string; modalities: string[]; licenceRequired: boolean }>(api, "/api/requests?status=OPEN");
  let opportunities = 0;
  for (const r of open.filter((x) => !applied.has(x.id) && x.modalities.some((m) => profile.modalities.includes(m)))) {
    if (!r.licenceRequired) opportunities++;
    else if (((await (await api.get(`/api/requests/${r.id}`)).json()) as { eligibility?: { eligible: boolean } }).eligibility?.eligible) opportunities++;
  }
  return { opportunities, activeContracts: await contractTotal(api, "active"), casesThisMonth: (await studiesThisMonth(api)).count, rating: profile.rating, reviewCount: profile.reviewCount };
}

/** A counter's shown figure. */
export const counter = (page: Page, key: string) => page.getByTestId(`counter-${key}`).getByTestId("counter-value");

export async function chartsOf(api: APIRequestContext) {
  const res = await api.get("/api/dashboard/charts");
  expect(res.status()).toBe(200);
  return (await res.json()) as DashboardCharts;
}

/** The rows of a chart's table ("Show as table"), each as its cells' text. */
export async function chartTable(page: Page, title: string) {
  const figure = page.getByRole("figure", { name: title });
  await figure.getByText("Show as table").click();
  return figure.locator("tbody tr").evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent ?? "")));
}
