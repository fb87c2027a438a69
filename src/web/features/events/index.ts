import { lazy } from "react";

export { PagedActivity } from "./paged-activity";
export * from "./routes";

// The request page shows the Activity to its owner, admins and providers' users: it loads when first shown (inside <Suspense>).
export const RequestActivity = lazy(() => import("./request-activity").then((m) => ({ default: m.RequestActivity })));
