import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { Toaster } from "sonner";
import { Footer } from "./components/footer";
import { useNavigationFocus } from "./components/page-title";
import { TopBar } from "./components/top-bar";
import { NotFoundPage } from "./components/not-found-page";
import { TwoFactorGate } from "./components/two-factor-gate";

function Layout() {
  useNavigationFocus();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2">
        Skip to content
      </a>
      <TopBar />
      {/* At least a screen tall: the footer starts below the fold and does not jump as the page fills in. */}
      <main id="main" className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col">
        <TwoFactorGate>
          <Outlet />
        </TwoFactorGate>
      </main>
      <Footer />
      {/* Below the top bar (h-16), so a toast never covers Sign In or the user menu while it shows. */}
      <Toaster richColors closeButton duration={4000} visibleToasts={3} position="top-right" offset={{ top: 72, right: 24 }} mobileOffset={{ top: 72, right: 16, left: 16 }} />
    </div>
  );
}

export const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Layout,
  notFoundComponent: NotFoundPage,
});
