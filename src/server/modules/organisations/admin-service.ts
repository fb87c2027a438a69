import type { z } from "zod";
import { pageOf } from "@/shared/contracts/common";
import type { AdminOrganisationRow, AdminOrganisationsQuery } from "@/shared/contracts/organisations";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { listOrganisations } from "./repo";

/** /admin/organisations (the adminOnly guard): every organisation, newest first, with its member count. */
export async function listOrganisationsAsAdmin(ctx: ServiceContext, _actor: Actor, query: z.output<typeof AdminOrganisationsQuery>) {
  const limit = query.pageSize + 1;
  const { rows, total } = await listOrganisations(ctx.db, { q: query.q || undefined, kind: query.kind }, limit, (query.page - 1) * query.pageSize);
  const data: AdminOrganisationRow[] = rows.map((r) => ({ id: r.id, kind: r.kind, name: r.name, country: r.country, members: r.members, createdAt: r.createdAt.toISOString() }));
  return pageOf(data, total, query.page, query.pageSize);
}
