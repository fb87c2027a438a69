import type { Me, UpdateMeInput } from "@/shared/contracts/profiles";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { NotAuthenticated } from "../../errors";
import { findMe, setName } from "./repo";

/** The signed-in user and profile; a session whose user is gone counts as signed out. */
export async function getMyProfile(ctx: ServiceContext, actor: Actor): Promise<Me> {
  const me = await findMe(ctx.db, actor.userId as string);
  if (!me) throw new NotAuthenticated();
  return me;
}

export async function updateMyName(ctx: ServiceContext, actor: Actor, input: UpdateMeInput): Promise<Me> {
  await setName(ctx.db, actor.userId as string, input.name);
  return getMyProfile(ctx, actor);
}
