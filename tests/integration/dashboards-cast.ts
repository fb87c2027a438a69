import type { Dashboard, DashboardCharts, DashboardWaiting } from "@/shared/contracts/dashboards";
import type { StudyPage } from "@/shared/contracts/studies";
import { providers } from "@/server/db/schema";
import { eq } from "drizzle-orm";
import * as make from "../support/factories";
import type { TestApp } from "./harness";
import { studiesCast } from "./studies-cast";

const MINUTE = 60_000;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
const isoDay = (offset: number) => day(offset).toISOString().slice(0, 10);

/** Studies of CT with their images in the last days, all reported by now: Urgent and Routine in turn, some late. */
export function recentStudies(count: number, prefix: string) {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const images = now - (400 + i * 53) * MINUTE;
    const urgent = i % 2 === 0;
    const minutes = urgent ? 30 + ((i * 47) % 260) : 60 + ((i * 131) % 300);
    return { reference: `${prefix}-${i}`, modality: "CT", priority: urgent ? "Urgent" : "Routine", imagesAvailableAt: new Date(images).toISOString(), finalReportAt: new Date(images + minutes * MINUTE).toISOString(), urgent, minutes };
  });
}
export type RecentStudy = ReturnType<typeof recentStudies>[number];

const csvOf = (rows: RecentStudy[]) => ["reference,modality,priority,images_available_at,final_report_at", ...rows.map((r) => `${r.reference},${r.modality},${r.priority},${r.imagesAvailableAt},${r.finalReportAt}`)].join("\n");

/**
 * The dashboard tests' world (issue 32): the ledger tests' cast (a hospital and a provider with one member per role,
 * an active contract since six months ago), and around it one of everything a dashboard counts or lists, plus the same
 * kinds of things for another hospital and another provider, which must never show.
 */
export async function dashboardsCast(t: TestApp) {
  const cast = await studiesCast(t);
  const { hospital, provider, loser, otherHospital, u } = cast;
  type Who = Parameters<typeof cast.call>[0];
  const json = async <T>(who: Who, method: string, url: string, body?: unknown) => {
    const res = await cast.call(who, method, url, body);
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  await t.services.database.db.update(providers).set({ rating: 4.5, reviewCount: 3 }).where(eq(providers.id, provider.id));

  const ours = { hospitalId: u.owner.userId, organisationId: hospital.id };
  const open1 = await make.request(t, { ...ours, modalities: ["CT"], deadline: day(40) });
  const open2 = await make.request(t, { ...ours, modalities: ["MRI"], deadline: day(40) });
  const closed = await make.request(t, { ...ours, modalities: ["CT"], status: "CLOSED", deadline: day(40) });
  const past = await make.request(t, { ...ours, modalities: ["CT"], deadline: day(-1) });
  const amended = await make.request(t, { ...ours, modalities: ["CT"], deadline: day(40), amendedAt: new Date(Date.now() - MINUTE) });
  const theirs = await make.request(t, { hospitalId: u.otherHospitalOwner.userId, organisationId: otherHospital.id, modalities: ["CT"], deadline: day(40) });
  const licenceElsewhere = await make.request(t, { modalities: ["CT"], country: "FR", licenceRequired: true, deadline: day(30) });
  const licenceHeld = await make.request(t, { modalities: ["CT"], country: "DE", licenceRequired: true, deadline: day(30) });

  const bid = (tenderId: string, providerId: string, status: "SUBMITTED" | "SHORTLISTED" | "WITHDRAWN", createdAt = new Date(Date.now() - 5 * MINUTE)) =>
    make.application(t, { tenderId, providerId, status, createdAt });
  await bid(open1.id, provider.id, "SUBMITTED");
  await bid(open1.id, loser.id, "SHORTLISTED");
  await bid(open2.id, loser.id, "WITHDRAWN");
  await bid(closed.id, provider.id, "SUBMITTED");
  await bid(amended.id, provider.id, "SUBMITTED", new Date(Date.now() - 2 * MINUTE));
  await bid(theirs.id, loser.id, "SUBMITTED");
  await json("providerOwner", "POST", `/api/requests/${open1.id}/questions`, { question: "Do you send priors with each study?" });

  const draft = await make.contract(t, { hospitalOrganisationId: hospital.id, providerId: provider.id, status: "draft" });
  const sent = await make.contract(t, { hospitalOrganisationId: hospital.id, providerId: provider.id, status: "sent" });
  await make.contract(t, { hospitalOrganisationId: otherHospital.id, providerId: loser.id, status: "draft" });

  const expiring = await make.credential(t, { providerId: provider.id, expiresOn: isoDay(10) });
  await make.credential(t, { providerId: provider.id, expiresOn: isoDay(60) });
  await make.credential(t, { providerId: provider.id, expiresOn: isoDay(5), status: "pending" });
  await make.credential(t, { providerId: loser.id, expiresOn: isoDay(8) });

  // Studies of this month, recorded by both sides; each side disputes some of the other's.
  const byHospital = recentStudies(20, `DH${Date.now()}`);
  const byProvider = recentStudies(6, `DP${Date.now()}`);
  for (const [who, rows] of [["owner", byHospital], ["providerOwner", byProvider]] as const) {
    const res = await cast.upload(who, csvOf(rows));
    if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
  }
  const listed = await json<StudyPage>("owner", "GET", `/api/contracts/${cast.contract.id}/studies?pageSize=100`);
  const hospitalStudies = listed.data.filter((s) => s.submittedBySide === "hospital");
  const providerStudies = listed.data.filter((s) => s.submittedBySide === "provider");
  for (const s of hospitalStudies.slice(0, 2)) await json("providerOwner", "POST", `/api/contracts/${cast.contract.id}/studies/${s.id}/dispute`, { reason: "Final report time differs from our RIS" });
  await json("owner", "POST", `/api/contracts/${cast.contract.id}/studies/${providerStudies[0]!.id}/dispute`, { reason: "Not one of our studies" });
  const disputed = new Set([...hospitalStudies.slice(0, 2), providerStudies[0]!].map((s) => s.id));
  const recorded = listed.data.filter((s) => !disputed.has(s.id));

  const form = new FormData();
  form.append("body", "The September statement is ready.");
  const posted = await t.app.request(`/api/threads/contract/${cast.contract.id}/messages`, { method: "POST", body: form, headers: { origin: t.services.config.appUrl, cookie: u.buyer.cookie } });
  if (posted.status !== 201) throw new Error(`message: ${posted.status} ${await posted.text()}`);

  const dashboard = (who: Who) => json<Dashboard>(who, "GET", "/api/dashboard");
  const waiting = (who: Who) => json<DashboardWaiting>(who, "GET", "/api/dashboard/waiting");
  const charts = (who: Who) => json<DashboardCharts>(who, "GET", "/api/dashboard/charts");
  return { ...cast, json, dashboard, waiting, charts, requests: { open1, open2, closed, past, amended, theirs, licenceElsewhere, licenceHeld }, draft, sent, expiring, recorded };
}
