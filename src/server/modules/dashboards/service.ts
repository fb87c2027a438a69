import type { Dashboard, DashboardCharts, WaitingGroup } from "@/shared/contracts/dashboards";
import { EXACT_TOTAL_LIMIT } from "@/shared/contracts/common";
import { chartMonths, monthStart, WAITING_KINDS, type WaitingKind, waitingKinds } from "@/shared/policy/dashboards";
import { type Actor, signedInRefusal } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { enforce } from "../../errors";
import { hospitalCharts, providerCharts } from "./charts";
import { hospitalChartFigures, providerChartFigures } from "./charts-repo";
import { hospitalDashboard, providerDashboard } from "./repo";
import { waitingItem } from "./waiting-items";
import type { WaitingRows } from "./waiting-sql";

/** The dashboard of the organisation the user acts for (issue 32, PRODUCT.md #35); without one, only how to start. */

const day = (at: Date) => at.toISOString().slice(0, 10);

function groups(waiting: Partial<Record<WaitingKind, WaitingRows>>, kinds: readonly WaitingKind[]): WaitingGroup[] {
  return WAITING_KINDS.filter((k) => kinds.includes(k)).map((kind) => {
    const rows = waiting[kind] as WaitingRows;
    return { kind, total: rows.total, items: rows.items.map((r) => waitingItem(kind, r)) };
  });
}

export async function readDashboard(ctx: ServiceContext, actor: Actor, now = new Date()): Promise<Dashboard> {
  enforce(signedInRefusal(actor));
  const m = actor.organisation;
  const month = monthStart(now);
  const empty: Dashboard = { organisation: null, month: month.slice(0, 7), counters: null, waiting: [] };
  if (!m || actor.role === "admin") return empty;
  const kinds = waitingKinds(actor);
  const params = { organisationId: m.id, userId: actor.userId as string, month, today: day(now), kinds };
  if (m.kind === "hospital") {
    const found = await hospitalDashboard(ctx.db, params);
    if (!found) return empty;
    const { name, volume, ...c } = found.counters;
    return {
      organisation: { id: m.id, kind: m.kind, role: m.role, name },
      month: empty.month,
      counters: {
        kind: "hospital",
        activeTenders: c.activeTenders,
        partnerships: c.partnerships,
        caseVolume: volume.studies,
        averageTurnaroundSeconds: volume.studies ? Math.round(Number(volume.seconds) / volume.studies) : null,
      },
      waiting: groups(found.waiting, kinds),
    };
  }
  const found = await providerDashboard(ctx.db, params);
  if (!found) return empty;
  const { name, volume, opportunities, ...c } = found.counters;
  return {
    organisation: { id: m.id, kind: m.kind, role: m.role, name },
    month: empty.month,
    counters: {
      kind: "provider",
      opportunities: opportunities > EXACT_TOTAL_LIMIT ? { total: EXACT_TOTAL_LIMIT, estimated: true } : { total: opportunities, estimated: false },
      activeContracts: c.activeContracts,
      casesThisMonth: volume.studies,
      rating: c.rating,
      reviewCount: c.reviewCount,
    },
    waiting: groups(found.waiting, kinds),
  };
}

/** The charts of the last 12 months for the organisation the user acts for; none without one. */
export async function readDashboardCharts(ctx: ServiceContext, actor: Actor, now = new Date()): Promise<DashboardCharts> {
  enforce(signedInRefusal(actor));
  const months = chartMonths(now);
  const m = actor.organisation;
  const none: DashboardCharts = { months: months.map((x) => x.slice(0, 7)), charts: null };
  if (!m || actor.role === "admin") return none;
  if (m.kind === "hospital") {
    const figures = await hospitalChartFigures(ctx.db, m.id, months[0] as string);
    return figures ? { ...none, charts: hospitalCharts(months, figures) } : none;
  }
  const figures = await providerChartFigures(ctx.db, m.id, months[0] as string);
  return figures ? { ...none, charts: providerCharts(months, figures) } : none;
}
