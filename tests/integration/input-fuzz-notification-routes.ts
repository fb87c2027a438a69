import fc from "fast-check";
import { ALL, country, ids, later, noParams, type Route, text } from "./input-fuzz-routes";

/** Issue 17's routes for the input fuzz: saved searches, mail settings, the bell, unsubscribe links. */

const savedSearchFields = {
  name: text,
  scope: fc.constantFrom("requests", "providers"),
  query: fc.oneof(fc.record({ mod: fc.constantFrom("MRI", "CT"), country }), fc.record({ lang: fc.constantFrom("sv", "German"), mod: fc.constantFrom("MRI") })),
  frequency: fc.constantFrom("instant", "daily", "off"),
  timeZone: fc.constantFrom("Europe/Berlin", "UTC"),
};

export const NOTIFICATION_ROUTES: Route[] = [
  { method: "GET", path: "/api/saved-searches", who: ALL, query: noParams },
  { method: "POST", path: "/api/saved-searches", who: ["telerad", "hospital", "basic", "anonymous"], body: savedSearchFields },
  { method: "PATCH", path: "/api/saved-searches/{id}", known: () => [ids.savedSearch], who: ["hospital", "hospital", "basic", "anonymous"], body: { name: text, frequency: fc.constantFrom("instant", "daily", "off") } },
  { method: "DELETE", path: "/api/saved-searches/{id}", who: ["hospital", "basic", "anonymous"], body: {} },
  { method: "GET", path: "/api/me/notifications", who: ALL, query: noParams },
  { method: "PATCH", path: "/api/me/notifications", who: ["hospital", "telerad", "anonymous"], body: { mail: fc.record({ alerts: fc.boolean(), questions: fc.boolean() }), timeZone: fc.constantFrom("Europe/Oslo", "UTC") } },
  { method: "GET", path: "/api/notifications", who: ALL, query: noParams },
  { method: "POST", path: "/api/notifications/{id}/read", known: () => [ids.notification], who: ["hospital", "telerad", "anonymous"], body: {} },
  { method: "POST", path: "/api/notifications/read-all", who: ["hospital", "anonymous"], body: {} },
  { method: "GET", path: "/api/unsubscribe", who: ["anonymous"], query: { token: fc.oneof(text, later(() => ids.unsubscribe)) } },
  { method: "POST", path: "/api/unsubscribe", who: ["anonymous", "basic"], body: {}, query: { token: fc.oneof(text, later(() => ids.unsubscribe)) } },
];
