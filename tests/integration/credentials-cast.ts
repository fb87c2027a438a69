import { and, eq } from "drizzle-orm";
import { credentialDocuments, credentials } from "@/server/db/credentials-schema";
import { events } from "@/server/db/schema";
import * as make from "../support/factories";
import type { TestApp } from "./harness";

/** Everyone a credential route must answer: provider A's two Owners and its Bidder, provider B's, and every other role. */
export async function credentialsCast(t: TestApp) {
  const providerA = await make.provider(t, { name: make.unique("Credentials A") });
  const providerB = await make.provider(t, { name: make.unique("Credentials B") });
  const u = {
    own: await make.signedInAs(t, "telerad", providerA.id),
    colleague: await make.signedInAs(t, "telerad", providerA.id, "owner"),
    bidder: await make.signedInAs(t, "telerad", providerA.id, "bidder"),
    other: await make.signedInAs(t, "telerad", providerB.id),
    noProvider: await make.signedInAs(t, "telerad"),
    basic: await make.signedInAs(t, "basic"),
    hospital: await make.signedInAs(t, "hospital"),
    admin: await make.signedInAs(t, "admin"),
  };
  type Who = keyof typeof u | "anonymous";
  const cookieOf = (who: Who) => (who === "anonymous" ? undefined : u[who].cookie);
  /** A request as the browser sends it: same origin, the session cookie, a FormData body (multipart) if any. */
  const send = (who: Who, method: string, url: string, body?: FormData | string, headers: Record<string, string> = {}) => {
    const h: Record<string, string> = { origin: t.services.config.appUrl, "x-forwarded-for": make.uniqueIp(), ...headers };
    const cookie = cookieOf(who);
    if (cookie) h.cookie = cookie;
    return t.app.request(url, { method, headers: h, body });
  };
  return {
    providerA,
    providerB,
    u,
    list: (who: Who, query = "") => send(who, "GET", `/api/credentials${query}`),
    create: (who: Who, form: FormData) => send(who, "POST", "/api/credentials", form),
    update: (who: Who, id: string, form: FormData) => send(who, "PATCH", `/api/credentials/${id}`, form),
    remove: (who: Who, id: string) => send(who, "DELETE", `/api/credentials/${id}`),
    download: (who: Who, id: string) => send(who, "GET", `/api/credentials/${id}/document`),
    send,
  };
}
export type CredentialsCast = Awaited<ReturnType<typeof credentialsCast>>;

/** The form's fields for a German licence valid for two more years; `overrides` replace or (undefined) drop fields. */
export function fields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const all: Record<string, string | undefined> = {
    type: "medical_licence",
    country: "DE",
    region: "Bavaria",
    number: make.unique("LIC"),
    issuingBody: "Bayerische Landesärztekammer",
    validFrom: "2025-01-01",
    expiresOn: "2030-12-31",
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined));
}

/** A multipart form of `values` and, when given, a `document` file part. */
export function form(values: Record<string, string>, document?: { bytes: Uint8Array; name: string; type?: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  if (document) data.append("document", new File([document.bytes as Uint8Array<ArrayBuffer>], document.name, { type: document.type ?? "" }));
  return data;
}

export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
export const pdf = (name = "licence.pdf") => ({ bytes: make.PDF_BYTES, name, type: "application/pdf" });

export async function credentialsOf(t: TestApp, providerId: string) {
  return t.services.database.db.select().from(credentials).where(eq(credentials.providerId, providerId));
}

export async function documentOf(t: TestApp, credentialId: string) {
  const [row] = await t.services.database.db.select().from(credentialDocuments).where(eq(credentialDocuments.credentialId, credentialId));
  return row ? new Uint8Array(row.content) : null;
}

export async function credentialEvents(t: TestApp, credentialId: string) {
  return t.services.database.db
    .select()
    .from(events)
    .where(and(eq(events.entityType, "credential"), eq(events.entityId, credentialId)))
    .orderBy(events.at);
}

export async function errorOf(res: Response): Promise<{ message: string; fields?: Record<string, string> }> {
  return ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
}
