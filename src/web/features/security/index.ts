import { lazy } from "react";


// Parts of the profile and organisation pages: they load when first shown (render them inside <Suspense>).
export const TwoFactorCard = lazy(() => import("./two-factor-card").then((m) => ({ default: m.TwoFactorCard })));
export const PasskeysCard = lazy(() => import("./passkeys-card").then((m) => ({ default: m.PasskeysCard })));
export const SessionsCard = lazy(() => import("./sessions-card").then((m) => ({ default: m.SessionsCard })));
export const TwoFactorRequirementSetting = lazy(() => import("./requirement-setting").then((m) => ({ default: m.TwoFactorRequirementSetting })));
