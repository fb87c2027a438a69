import { createHash, randomBytes } from "node:crypto";
import type { ApiKey, CreatedApiKey } from "@/shared/contracts/studies";
import type { Actor } from "@/shared/policy/roles";
import { STUDY_MESSAGES as M } from "@/shared/policy/studies";
import type { ServiceContext } from "../../context";
import { Conflict, NotAuthenticated, NotFound } from "../../errors";
import { organisationFor, recordOrganisationEvent } from "../organisations/service";
import * as repo from "./api-keys-repo";

/** Organisation API keys for machine clients (issue 31 §3): made by an Owner, shown once, kept as a hash, revocable. */

const MAX_ACTIVE_KEYS = 20;
const KEY_PREFIX = "rbk_";
/** The part of a key pages show to tell keys apart. */
const SHOWN = 12;

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

function toApiKey(k: repo.ApiKeyRow): ApiKey {
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    scope: k.scope,
    createdAt: k.createdAt.toISOString(),
    createdBy: k.createdByName,
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<{ data: ApiKey[] }> {
  await organisationFor(ctx, actor, id, "organisation.manage");
  return { data: (await repo.listKeys(ctx.db, id)).map(toApiKey) };
}

export async function createApiKey(ctx: ServiceContext, actor: Actor, { id, name }: { id: string; name: string }): Promise<CreatedApiKey> {
  await organisationFor(ctx, actor, id, "organisation.manage");
  const key = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await ctx.db.transaction(async (tx) => {
    if ((await repo.activeKeyCount(tx, id)) >= MAX_ACTIVE_KEYS) throw new Conflict(M.tooManyKeys);
    const created = await repo.insertKey(tx, {
      organisationId: id,
      name,
      prefix: key.slice(0, SHOWN),
      secretHash: hashOf(key),
      createdBy: actor.userId,
      createdByName: actor.name ?? actor.email ?? null,
    });
    await recordOrganisationEvent(tx, actor, id, "api_key_created", { apiKey: { before: null, after: `${name} (${created.prefix}…)` } });
    return created;
  });
  return { ...toApiKey(row), key };
}

export async function revokeApiKey(ctx: ServiceContext, actor: Actor, { id, keyId }: { id: string; keyId: string }): Promise<ApiKey> {
  await organisationFor(ctx, actor, id, "organisation.manage");
  const row = await ctx.db.transaction(async (tx) => {
    const revoked = await repo.revokeKey(tx, id, keyId);
    if (!revoked) throw new NotFound(M.keyNotFound);
    await recordOrganisationEvent(tx, actor, id, "api_key_revoked", { apiKey: { before: `${revoked.name} (${revoked.prefix}…)`, after: null } });
    return revoked;
  });
  return toApiKey(row);
}

/** The organisation a request's `Authorization: Bearer` key acts for; 401 for an unknown or revoked key. */
export async function keyHolder(ctx: ServiceContext, authorization: string) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match?.[1]?.startsWith(KEY_PREFIX)) throw new NotAuthenticated(M.keyMissing);
  const found = await repo.touchKey(ctx.db, hashOf(match[1]));
  if (!found) throw new NotAuthenticated(M.keyInvalid);
  if (found.revoked) throw new NotAuthenticated(M.keyRevoked);
  return found;
}
