import type { Me } from "@/shared/contracts/profiles";
import type { Actor } from "@/shared/policy/roles";
import type { Db } from "../../db/client";
import { NotAuthenticated } from "../../errors";
import { findMe, setName } from "./repo";

export async function getMyProfile(db: Db, actor: Actor): Promise<Me> {
  if (!actor.userId) throw new NotAuthenticated();
  const me = await findMe(db, actor.userId);
  if (!me) throw new NotAuthenticated();
  return me;
}

export async function updateMyName(db: Db, actor: Actor, name: string) {
  if (!actor.userId) throw new NotAuthenticated();
  await setName(db, actor.userId, name);
}
