import fc from "fast-check";
import { ADMIN, ALL, country, email, ids, later, noParams, pageParams, type Route, text } from "./input-fuzz-routes";

/** Issue 29's routes for the input fuzz: organisations, members, invitations, the switch, the admins' list. */

const organisation = () => [ids.organisation];
const memberRole = fc.constantFrom("owner", "buyer", "evaluator", "bidder", "viewer", "king");
const organisationFields = { name: text, country, websiteUrl: fc.constantFrom("https://example.test", ""), contactEmail: email };

export const ORGANISATION_ROUTES: Route[] = [
  { method: "POST", path: "/api/organisations", who: ["hospital", "basic", "anonymous"], body: organisationFields },
  { method: "GET", path: "/api/organisations/{id}", known: organisation, who: ALL, query: noParams },
  { method: "PATCH", path: "/api/organisations/{id}", known: organisation, who: ["hospital", "admin", "basic"], body: organisationFields },
  { method: "GET", path: "/api/organisations/{id}/members", known: organisation, who: ALL, query: pageParams },
  { method: "PATCH", path: "/api/organisations/{id}/members/{userId}", known: organisation, who: ["hospital", "admin", "telerad"], body: { role: memberRole } },
  { method: "GET", path: "/api/organisations/{id}/invitations", known: organisation, who: ALL, query: pageParams },
  { method: "POST", path: "/api/organisations/{id}/invitations", known: organisation, who: ["hospital", "admin", "telerad"], body: { email, role: memberRole } },
  { method: "POST", path: "/api/organisations/{id}/invitations/{invitationId}/resend", known: organisation, who: ["hospital", "basic"], body: {} },
  { method: "GET", path: "/api/organisations/{id}/activity", known: organisation, who: ALL, query: pageParams },
  { method: "GET", path: "/api/invitations/{token}", who: ["anonymous", "basic"], query: noParams },
  { method: "POST", path: "/api/invitations/{token}/accept", who: ["basic", "anonymous"], body: {} },
  { method: "PUT", path: "/api/me/organisation", who: ALL, body: { organisationId: fc.oneof(later(() => ids.organisation), fc.uuid()) } },
  { method: "GET", path: "/api/admin/organisations", who: ADMIN, query: { q: text, kind: fc.constantFrom("hospital", "provider", "clinic"), ...pageParams } },
  { method: "POST", path: "/api/admin/organisations/{id}/members", known: organisation, who: ADMIN, body: { email, role: memberRole } },
];
