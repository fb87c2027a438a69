import { lazy } from "react";

export { proposeAward } from "./api";
export { useAwardApproval } from "./award-approval";

// Signed-in parts of other features' pages: they load when first shown (render them inside <Suspense>).
export const EvaluationSection = lazy(() => import("./evaluation-section").then((m) => ({ default: m.EvaluationSection })));
export const AwardDecisionCard = lazy(() => import("./award-decision-card").then((m) => ({ default: m.AwardDecisionCard })));
export const AwardApprovalSetting = lazy(() => import("./award-approval-setting").then((m) => ({ default: m.AwardApprovalSetting })));
