import type { Contract, ContractPage, ContractsQuery } from "@/shared/contracts/contracts";
import type { ActivityPage } from "@/shared/contracts/events";
import { pageOf } from "@/shared/contracts/common";
import { CONTRACT_MESSAGES as M, contractReadRefusal, contractSide, termEnd } from "@/shared/policy/contracts";
import { type Actor, adminRefusal, signedInRefusal } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import type { Db, Tx } from "../../db/client";
import { enforce, Forbidden, NotFound } from "../../errors";
import { listSubjectEvents } from "../events/repo";
import { toEvent } from "../events/service";
import { contractPdf } from "./document";
import { unreadCount } from "../messages/repo";
import * as repo from "./repo";
import { toContract, toSummary, toVersion } from "./to-contract";

/** Contracts as their parties and admins read them (issue 30); the writes are in negotiation.ts and changes.ts. */

/** The contract as the actor may read it, after checking they may (signed out: 401; then an unknown id 404, before 403). */
export async function readContract(db: Db | Tx, actor: Actor, id: string): Promise<Contract> {
  enforce(signedInRefusal(actor));
  const c = await repo.findContract(db, id);
  if (!c) throw new NotFound(M.notFound);
  enforce(contractReadRefusal(actor, c));
  const side = contractSide(actor, c);
  const [versions, unread] = await Promise.all([repo.listVersions(db, id), side ? unreadCount(db, "contract", id, actor.userId as string, side) : 0]);
  return toContract(actor, c, versions, unread);
}

export const getContract = (ctx: ServiceContext, actor: Actor, { id }: { id: string }) => readContract(ctx.db, actor, id);

/** /contracts: the active organisation's contracts, most recently changed first. */
export async function listContracts(ctx: ServiceContext, actor: Actor, query: ContractsQuery): Promise<ContractPage> {
  enforce(signedInRefusal(actor));
  const org = actor.organisation;
  if (!org) throw new Forbidden(M.needOrganisation);
  const { rows, total } = await repo.listContracts(ctx.db, { party: { kind: org.kind, id: org.id }, status: query.status }, query.page, query.pageSize);
  return pageOf(rows.map(toSummary), total, query.page, query.pageSize);
}

/** /admin/contracts: every contract. */
export async function adminListContracts(ctx: ServiceContext, actor: Actor, query: ContractsQuery): Promise<ContractPage> {
  enforce(adminRefusal(actor));
  const { rows, total } = await repo.listContracts(ctx.db, { party: null, status: query.status }, query.page, query.pageSize);
  return pageOf(rows.map(toSummary), total, query.page, query.pageSize);
}

/** The contract an awarded application became, for the links from the request and the application (null: none, or not the caller's to read). */
export async function contractOfApplication(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<{ id: string | null }> {
  enforce(signedInRefusal(actor));
  const c = await repo.contractIdForApplication(ctx.db, id);
  return { id: c && !contractReadRefusal(actor, c) ? c.id : null };
}

export async function contractActivity(ctx: ServiceContext, actor: Actor, { id, page, pageSize }: { id: string; page: number; pageSize: number }): Promise<ActivityPage> {
  enforce(signedInRefusal(actor));
  const c = await repo.findContract(ctx.db, id);
  if (!c) throw new NotFound(M.notFound);
  enforce(contractReadRefusal(actor, c));
  // The hospital's unsent drafts are its own: the provider's members do not read their edits.
  const hidden = contractSide(actor, c) === "provider" ? ["draft_saved"] : [];
  const { rows, count } = await listSubjectEvents(ctx.db, "contract", id, pageSize, (page - 1) * pageSize, hidden);
  return pageOf(rows.map((e) => toEvent(e, "all")), count, page, pageSize);
}

/** A version's PDF, made from the stored version on each request (never stored). */
export async function contractDocument(ctx: ServiceContext, actor: Actor, { id, versionId }: { id: string; versionId: string }) {
  const c = await repo.findContract(ctx.db, id);
  if (!c) throw new NotFound(M.notFound);
  enforce(contractReadRefusal(actor, c));
  const v = await repo.findVersion(ctx.db, id, versionId);
  if (!v) throw new NotFound(M.versionNotFound);
  const version = toVersion(v);
  const content = await contractPdf({
    title: c.title,
    hospital: { name: c.hospitalName },
    provider: { name: c.providerName },
    currency: c.currency as Contract["currency"],
    version,
    endDate: termEnd(version.terms.startDate, version.terms.termMonths),
    generatedAt: new Date(),
  });
  const name = `contract-${c.id.slice(0, 8)}-v${v.number}${v.revision > 1 ? `-r${v.revision}` : ""}.pdf`;
  return { content, name };
}
