import { expect } from "vitest";
import type { RecordPackage, ReleasePackage } from "@/shared/contracts/open-data";
import { type OcdsSchema, ocdsErrors } from "../support/ocds-schema";
import type { TestApp } from "./harness";

/** The open data tests' reads (issue 35): the public feed, anonymously, each package checked against the official schema. */

export type Release = Record<string, unknown> & { id: string; ocid: string; date: string; tag: string[] };
type Releases = Omit<ReleasePackage, "releases"> & { releases: Release[] };
type Ocds = Record<string, unknown>;

/** Fails with the schema's own errors, listed, when `body` is not valid. */
export function expectValid(schema: OcdsSchema, body: unknown) {
  expect(ocdsErrors(schema, body), `${schema}: ${JSON.stringify(body).slice(0, 400)}`).toEqual([]);
}

export async function anonymousGet(t: TestApp, path: string) {
  return t.request("GET", path, { headers: { origin: "" } });
}

/** A package the feed answers with 200, checked against its schema when it holds anything (the schema wants one at least). */
export async function releasePackage(t: TestApp, query = ""): Promise<Releases> {
  const res = await anonymousGet(t, `/api/ocds/releases${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as Releases;
  if (body.releases.length) expectValid("release-package-schema.json", body);
  return body;
}

export async function recordPackage(t: TestApp, path = "/api/ocds/records"): Promise<RecordPackage> {
  const res = await anonymousGet(t, path);
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as RecordPackage;
  if (body.records.length) expectValid("record-package-schema.json", body);
  return body;
}

/** A path of the app from a link the feed gave (its origin is the app's URL). */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Every release of the feed, page after page from `query` on. */
export async function walkReleases(t: TestApp, query: string): Promise<{ releases: Release[]; pages: number }> {
  const releases: Release[] = [];
  let next: string | undefined = `/api/ocds/releases${query}`;
  let pages = 0;
  while (next) {
    const body: Releases = await releasePackage(t, next.replace("/api/ocds/releases", ""));
    releases.push(...body.releases);
    pages++;
    next = body.links?.next ? pathOf(body.links.next) : undefined;
  }
  return { releases, pages };
}

/** The releases of one ocid in the feed, oldest first. */
export async function releasesOf(t: TestApp, ocid: string): Promise<Release[]> {
  return (await walkReleases(t, "?limit=500")).releases.filter((r) => r.ocid === ocid);
}

/** The one record of an ocid, or the status the feed answers. */
export async function recordOf(t: TestApp, ocid: string): Promise<{ status: number; record?: RecordPackage["records"][number] & { compiledRelease: Ocds } }> {
  const res = await anonymousGet(t, `/api/ocds/records/${encodeURIComponent(ocid)}`);
  if (res.status !== 200) return { status: res.status };
  const body = (await res.json()) as RecordPackage;
  expectValid("record-package-schema.json", body);
  expect(body.records).toHaveLength(1);
  return { status: 200, record: body.records[0] as RecordPackage["records"][number] & { compiledRelease: Ocds } };
}

/** A section of an OCDS object, typed loosely for assertions. */
export const section = (o: unknown, key: string) => (o as Record<string, unknown>)[key] as Ocds & Ocds[];
