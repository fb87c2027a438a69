import { lazy, type ReactElement, Suspense } from "react";
import { OverlayTrigger, useOverlay } from "./lazy-overlay";

const load = () => import("./alert-dialog-panel");
const ConfirmPanel = lazy(() => load().then((m) => ({ default: m.ConfirmPanel })));

/** A confirmation dialog: `onConfirm` runs when the user presses the confirm button. */
export function ConfirmDialog({
  trigger,
  ...panel
}: {
  trigger: ReactElement;
  title: string;
  description?: string;
  confirmLabel?: string;
  onConfirm: () => void;
}) {
  const state = useOverlay({});
  return (
    <>
      <OverlayTrigger state={state} popup="dialog" load={load}>
        {trigger}
      </OverlayTrigger>
      {state.mounted && (
        <Suspense fallback={null}>
          <ConfirmPanel state={state} {...panel} />
        </Suspense>
      )}
    </>
  );
}
