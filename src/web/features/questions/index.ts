import { lazy } from "react";

export { AnsweredQuestionsCount } from "./answered-count";

// Signed-in readers only: it loads when first shown (render it inside <Suspense>).
export const QuestionsSection = lazy(() => import("./questions-section").then((m) => ({ default: m.QuestionsSection })));
