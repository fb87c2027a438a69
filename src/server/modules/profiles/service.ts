import type { Me, UpdateMeInput } from "@/shared/contracts/profiles";
import { type Actor, signedInRefusal } from "@/shared/policy/roles";
import { twoFactorRequired } from "@/shared/policy/security";
import type { ServiceContext } from "../../context";
import { refuse } from "../../errors";
import { recordEvent } from "../events/record";
import { membershipsOf } from "../organisations/service";
import { findMe, nameOf, setName } from "./repo";

/** The signed-in user and profile; a session whose user is gone counts as signed out. */
export async function getMyProfile(ctx: ServiceContext, actor: Actor): Promise<Me> {
  const [me, memberships] = await Promise.all([findMe(ctx.db, actor.userId as string), membershipsOf(ctx, actor.userId as string)]);
  if (!me) refuse(signedInRefusal({ userId: null }));
  return { ...me, profile: { ...me.profile, providerId: actor.providerId }, memberships,
    activeOrganisationId: actor.organisation?.id ?? null,
    security: { twoFactorEnabled: actor.twoFactorEnabled === true, twoFactorRequired: twoFactorRequired(actor) },
  };
}

export async function updateMyName(ctx: ServiceContext, actor: Actor, input: UpdateMeInput): Promise<Me> {
  const userId = actor.userId as string;
  await ctx.db.transaction(async (tx) => {
    const before = await nameOf(tx, userId);
    await setName(tx, userId, input.name);
    if (before !== input.name) await recordEvent(tx, actor, { entityType: "user", entityId: userId, action: "name_changed", changes: { name: { before, after: input.name } } });
  });
  return getMyProfile(ctx, actor);
}
