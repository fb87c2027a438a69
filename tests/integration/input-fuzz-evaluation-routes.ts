import fc from "fast-check";
import { ADMIN, ids, type Route, text } from "./input-fuzz-routes";

/** Issue 33's routes for the input fuzz: a request's panel, declarations, scores, consensus, award decisions and challenges. */

const request = () => [ids.request];
const application = () => [ids.application];
const score = fc.oneof(fc.constantFrom(0, 5.5, 10, 10.1, -1, 5.55), fc.constant("7"), fc.constant(null));
const long = (n: number) => fc.constant("x".repeat(n));
const uuidish = fc.oneof(fc.uuid(), fc.constant(""), text);

export const EVALUATION_ROUTES: Route[] = [
  { method: "GET", path: "/api/requests/{id}/evaluation", known: request, who: ["hospital", "telerad", "admin", "basic"] },
  { method: "GET", path: "/api/requests/{id}/standstill", known: () => [ids.decidedRequest], who: ["hospital", "telerad", "admin"] },
  { method: "PUT", path: "/api/requests/{id}/panel", known: request, who: ["hospital", "telerad", ...ADMIN], body: { memberIds: fc.oneof(fc.array(uuidish, { maxLength: 3 }), fc.constant(["x"]), fc.constant(null)) } },
  {
    method: "PUT",
    path: "/api/requests/{id}/declarations",
    known: request,
    who: ["hospital", "telerad"],
    body: { declarations: fc.array(fc.record({ providerId: fc.oneof(fc.constant(ids.provider), uuidish), conflict: fc.oneof(fc.boolean(), fc.constant("no")), note: fc.oneof(text, long(2001)) }), { maxLength: 3 }) },
  },
  { method: "PUT", path: "/api/applications/{id}/panel-score", known: application, who: ["hospital", "telerad", ...ADMIN], body: { score, justification: fc.oneof(text, fc.constant(" "), long(2001)) } },
  { method: "PUT", path: "/api/applications/{id}/consensus", known: application, who: ["hospital", "telerad", ...ADMIN], body: { score, rationale: fc.oneof(text, fc.constant(""), long(2001)) } },
  { method: "POST", path: "/api/applications/{id}/award-proposal", known: application, who: ["hospital", "telerad"], body: { closeRequest: fc.oneof(fc.boolean(), fc.constant("yes")) } },
  { method: "POST", path: "/api/award-decisions/{id}/approve", known: () => [ids.decision], who: ["hospital", "telerad", ...ADMIN] },
  { method: "POST", path: "/api/award-decisions/{id}/send-back", known: () => [ids.decision], who: ["hospital", ...ADMIN], body: { reason: fc.oneof(text, fc.constant(""), long(2001)) } },
  { method: "POST", path: "/api/award-decisions/{id}/withdraw", known: () => [ids.decision], who: ["hospital", "telerad"], body: { reason: fc.oneof(text, fc.constant(""), long(2001)) } },
  { method: "POST", path: "/api/award-decisions/{id}/challenges", known: () => [ids.decision], who: ["telerad", "hospital"], body: { text: fc.oneof(text, fc.constant(" "), long(4001)) } },
  { method: "POST", path: "/api/award-challenges/{id}/answer", known: () => [ids.challenge], who: ["hospital", "telerad"], body: { answer: fc.oneof(text, fc.constant(""), long(4001)) } },
  { method: "PATCH", path: "/api/organisations/{id}/settings", known: () => [ids.organisation], who: ["hospital", "telerad", ...ADMIN], body: { awardsNeedApproval: fc.oneof(fc.boolean(), fc.constant("true"), fc.constant(null)) } },
];
