import { errorBody } from "../../http/openapi";

/** The refusals every admin route can answer with. */
export const adminErrors = {
  400: errorBody("Invalid input"),
  401: errorBody("Not authenticated"),
  403: errorBody("Unauthorized: Admin access required"),
};
