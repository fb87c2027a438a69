import { z } from "@hono/zod-openapi";
import { errorBody, IdParams } from "../../http/openapi";

/** What the organisations' routes share. */
export const tags = ["organisations"];
export const refused = {
  401: errorBody("Not signed in"),
  403: errorBody("Not a member of the active organisation, or a role that may not do this"),
  404: errorBody("No such organisation"),
};
export const MemberParams = IdParams.extend({
  userId: z.string().min(1).max(100).openapi({ param: { name: "userId", in: "path" } }),
});
