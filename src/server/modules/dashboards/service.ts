import { EXACT_TOTAL_LIMIT } from "@/shared/contracts/common";
import type { Dashboard, DashboardCharts, DashboardWaiting } from "@/shared/contracts/dashboards";
import { chartMonths, WAITING_KINDS, type WaitingKind, waitingKinds } from "@/shared/policy/dashboards";
import { monthOf } from "@/shared/policy/studies";
import { type Actor, signedInRefusal } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { enforce } from "../../errors";
import { hospitalCharts, providerCharts } from "./charts";
import { hospitalChartFigures, providerChartFigures } from "./charts-repo";
import { hospitalCounters, opportunitiesOf, providerCounters } from "./counters-repo";
import { waitingOf } from "./waiting-repo";
import { waitingItem } from "./waiting-items";

/**
 * The dashboard of the organisation the user acts for (issue 32, PRODUCT.md #35), in three reads the page makes at
 * once: its counters, what waits for the member, its charts. Without an organisation (a basic or new account, an
 * admin) there is nothing to count: the page says how to start.
 */

/** The organisation the actor acts for, or null for an admin or a user without one. */
function activeOrganisation(actor: Actor) {
  enforce(signedInRefusal(actor));
  return actor.role === "admin" ? null : (actor.organisation ?? null);
}

export async function readDashboard(ctx: ServiceContext, actor: Actor, now = new Date()): Promise<Dashboard> {
  const m = activeOrganisation(actor);
  const month = monthOf(now);
  const empty: Dashboard = { organisation: null, month: month.slice(0, 7), counters: null };
  if (!m) return empty;
  if (m.kind === "hospital") {
    const found = await hospitalCounters(ctx.db, m.id, month);
    if (!found) return empty;
    const { name, volume, activeTenders, partnerships } = found;
    const averageTurnaroundSeconds = volume.studies ? Math.round(Number(volume.seconds) / volume.studies) : null;
    return { ...empty, organisation: { ...m, name }, counters: { kind: "hospital", activeTenders, partnerships, caseVolume: volume.studies, averageTurnaroundSeconds } };
  }
  const found = await providerCounters(ctx.db, m.id, month);
  if (!found) return empty;
  const { name, volume, modalities, rating, reviewCount, activeContracts } = found;
  const opportunities = await opportunitiesOf(ctx.db, m.id, modalities);
  return {
    ...empty,
    organisation: { ...m, name },
    counters: {
      kind: "provider",
      opportunities: opportunities > EXACT_TOTAL_LIMIT ? { total: EXACT_TOTAL_LIMIT, estimated: true } : { total: opportunities, estimated: false },
      activeContracts,
      casesThisMonth: volume.studies,
      rating,
      reviewCount,
    },
  };
}

/** What waits for the member: only the kinds of their side their role may act on, each with its first items. */
export async function readWaiting(ctx: ServiceContext, actor: Actor, now = new Date()): Promise<DashboardWaiting> {
  const m = activeOrganisation(actor);
  const kinds = waitingKinds(actor);
  if (!m || kinds.length === 0) return { waiting: [] };
  const rows = await waitingOf(ctx.db, m.kind, { organisationId: m.id, userId: actor.userId as string, today: now.toISOString().slice(0, 10), kinds });
  if (!rows) return { waiting: [] };
  const shown = WAITING_KINDS.filter((k): k is WaitingKind => kinds.includes(k) && rows[k] !== undefined);
  return { waiting: shown.map((kind) => ({ kind, total: rows[kind]!.total, items: rows[kind]!.items.map((r) => waitingItem(kind, r)) })) };
}

/** The charts of the last 12 months for the organisation the user acts for; none without one. */
export async function readDashboardCharts(ctx: ServiceContext, actor: Actor, now = new Date()): Promise<DashboardCharts> {
  const m = activeOrganisation(actor);
  const months = chartMonths(now);
  const none: DashboardCharts = { months: months.map((x) => x.slice(0, 7)), charts: null };
  if (!m) return none;
  if (m.kind === "hospital") {
    const figures = await hospitalChartFigures(ctx.db, m.id, months[0] as string);
    return figures ? { ...none, charts: hospitalCharts(months, figures) } : none;
  }
  const figures = await providerChartFigures(ctx.db, m.id, months[0] as string);
  return figures ? { ...none, charts: providerCharts(months, figures) } : none;
}
