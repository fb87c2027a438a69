import fc from "fast-check";
import { ALL, type Route, text } from "./input-fuzz-routes";

/** Issue 35's public OCDS feed for the input fuzz: release and record packages, and one record by ocid. */

const instant = fc.oneof(
  fc.integer({ min: 0, max: 4000 }).map((d) => new Date(Date.UTC(2020, 0, 1) + d * 86_400_000).toISOString()),
  fc.constantFrom("2026-01-31", "2026-02-30", "2026-01-31T10:00:00", "2026-01-31T10:00:00+02:00", "0000-01-01", "9999-12-31T23:59:59Z", "yesterday", ""),
);
const feedParams = {
  since: instant,
  until: instant,
  cursor: fc.oneof(text, fc.base64String({ maxLength: 40 }), fc.constant(Buffer.from("2026-01-01T00:00:00.000Z|x").toString("base64url"))),
  limit: fc.oneof(fc.integer({ min: -5, max: 600 }).map(String), fc.constantFrom("1.5", "ten", "")),
};

export const OPEN_DATA_ROUTES: Route[] = [
  { method: "GET", path: "/api/ocds/releases", who: ALL, query: feedParams },
  { method: "GET", path: "/api/ocds/records", who: ALL, query: feedParams },
  { method: "GET", path: "/api/ocds/records/{id}", who: ["anonymous", "hospital"] },
];
