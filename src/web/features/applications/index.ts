import { lazy } from "react";

export * from "./routes";
export { ApplicationStatusBadge } from "./application-bits";

// The request page shows these to signed-in roles only: they load when first shown (render them inside <Suspense>).
export const ApplicationsTable = lazy(() => import("./applications-table").then((m) => ({ default: m.ApplicationsTable })));
export const ApplyCard = lazy(() => import("./apply-card").then((m) => ({ default: m.ApplyCard })));
