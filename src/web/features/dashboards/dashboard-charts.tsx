import type { DashboardCharts } from "@/shared/contracts/dashboards";
import { HospitalCharts } from "./hospital-charts";
import { ProviderCharts } from "./provider-charts";

/** The dashboard's charts (recharts, loaded with this module only on the signed-in dashboard). */
export function DashboardChartsView({ data }: { data: DashboardCharts }) {
  if (!data.charts) return null;
  return data.charts.kind === "hospital" ? <HospitalCharts charts={data.charts} /> : <ProviderCharts charts={data.charts} months={data.months} />;
}
