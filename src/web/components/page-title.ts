import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";

/** The title in index.html; every page starts from it. */
export const DEFAULT_TITLE = typeof document === "undefined" ? "RadBridge" : document.title;

/** Sets the document title of the page that renders it ("{title} · RadBridge"). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · RadBridge`;
  }, [title]);
}

/**
 * After each navigation to another path: the previous page's title is dropped, and focus moves
 * to the new page's heading (or main region), so keyboard and screen-reader users start reading
 * the new page instead of staying on the link they pressed. The first load is left alone.
 */
export function useNavigationFocus() {
  const router = useRouter();
  useEffect(() => {
    const offBefore = router.subscribe("onBeforeNavigate", (event) => {
      if (event.pathChanged) document.title = DEFAULT_TITLE;
    });
    const offResolved = router.subscribe("onResolved", (event) => {
      if (!event.fromLocation || !event.pathChanged) return;
      requestAnimationFrame(() => {
        // A dialog or menu that is still open keeps its focus.
        if (document.activeElement?.closest("[role=dialog],[role=alertdialog],[role=menu]")) return;
        const main = document.getElementById("main");
        const target = main?.querySelector<HTMLElement>("h1") ?? main;
        if (!target) return;
        if (!target.hasAttribute("tabindex")) {
          // Focusable by script only, without a focus ring: it is a reading position, not a control.
          target.setAttribute("tabindex", "-1");
          target.style.outline = "none";
        }
        target.focus({ preventScroll: true });
      });
    });
    return () => {
      offBefore();
      offResolved();
    };
  }, [router]);
}
