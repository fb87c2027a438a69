import fc from "fast-check";
import { ADMIN, ALL, ids, later, pageParams, type Route, text } from "./input-fuzz-routes";

/** Issue 30's routes for the input fuzz: contracts (drafts, versions, changes, termination, documents) and their threads. */

const contract = () => [ids.contract];
const day = fc.constantFrom("2031-01-01", "2031-02-30", "yesterday", "2020-01-01", "");
const line = fc.record({ modality: fc.constantFrom("CT", "MRI", "Teleporter"), tier: fc.constantFrom("1-4h", "≤30m", "soon"), priceMinor: fc.constantFrom(2500, 0, -1, 1.5, 1e12) });
const tier = fc.record({
  tier: fc.constantFrom("1-4h", "≤30m"),
  commitmentMinutes: fc.constantFrom(240, 0, 99999),
  creditBelowPercent: fc.constantFrom(90, null, 101, 2.555),
  creditPercent: fc.constantFrom(5, null, -3),
});
const terms = fc.record({
  lines: fc.array(line, { maxLength: 3 }),
  tiers: fc.array(tier, { maxLength: 2 }),
  forecast: fc.constantFrom({ CT: 100 }, { CT: -1 }, { Teleporter: 3 }, {}),
  startDate: day,
  termMonths: fc.constantFrom(12, 0, 121, 1.5),
  renewal: fc.constantFrom("none", "automatic", "forever"),
  noticeDays: fc.constantFrom(30, -1, 366),
  qualityMaxDiscrepancyPercent: fc.constantFrom(null, 2.5, 200),
});
const versionId = fc.oneof(later(() => ids.contractVersion), fc.uuid());
const message = fc.oneof(text, fc.constant("x".repeat(4001)));
const status = fc.constantFrom("draft", "sent", "active", "signed");

export const CONTRACT_ROUTES: Route[] = [
  { method: "GET", path: "/api/contracts", who: ALL, query: { status, ...pageParams } },
  { method: "GET", path: "/api/admin/contracts", who: ADMIN, query: { status, ...pageParams } },
  { method: "GET", path: "/api/contracts/{id}", known: contract, who: ALL },
  { method: "GET", path: "/api/applications/{id}/contract", known: () => [ids.application], who: ALL },
  { method: "GET", path: "/api/contracts/{id}/activity", known: contract, who: ALL, query: pageParams },
  { method: "PUT", path: "/api/contracts/{id}/draft", known: contract, who: ["hospital", "telerad", "admin"], body: { terms } },
  { method: "POST", path: "/api/contracts/{id}/send", known: contract, who: ["hospital", "telerad"], body: { message } },
  { method: "POST", path: "/api/contracts/{id}/accept", known: contract, who: ["telerad", "hospital"], body: { versionId } },
  { method: "POST", path: "/api/contracts/{id}/request-changes", known: contract, who: ["telerad", "hospital"], body: { versionId, message } },
  { method: "POST", path: "/api/contracts/{id}/changes", known: contract, who: ["telerad", "hospital"], body: { terms, effectiveFrom: day, message } },
  { method: "POST", path: "/api/contracts/{id}/terminate", known: contract, who: ["telerad", "hospital", "basic"], body: { reason: message } },
];

/** Issue 30's threads (the message form is multipart: the fuzz's JSON bodies only meet its 415). */
export const MESSAGE_ROUTES: Route[] = [
  { method: "GET", path: "/api/threads/contract/{id}", known: contract, who: ALL, query: pageParams },
  { method: "GET", path: "/api/threads/application/{id}", known: () => [ids.application], who: ALL, query: pageParams },
  { method: "POST", path: "/api/threads/contract/{id}/messages", known: contract, who: ["hospital", "telerad"], body: { body: message, attachments: text } },
  { method: "POST", path: "/api/threads/contract/{id}/admin-access", known: contract, who: ADMIN, body: { reason: message } },
  { method: "GET", path: "/api/message-attachments/{id}", who: ALL },
];
