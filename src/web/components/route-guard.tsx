import { useLocation, useNavigate } from "@tanstack/react-router";
import type * as React from "react";
import { useEffect, useRef } from "react";
import type { Role } from "@/shared/policy/roles";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "@/web/lib/use-auth";

/** Navigates once (replacing the entry); re-renders while the target page loads must not navigate again. */
export function Redirect({ to, search }: { to: string; search?: Record<string, string> }) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate({ to, search, replace: true });
  }, []);
  return <Spinner />;
}

/**
 * Spec §2 route guard: spinner while loading; sign-in (carrying the page) without a user;
 * /providers when the role is not allowed. The server refuses these callers on its own.
 */
export function RouteGuard({ roles, children }: { roles?: Role[]; children: React.ReactNode }) {
  const { loading, me, role } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner />;
  if (!me) return <Redirect to="/auth/sign-in" search={{ redirect: location.href }} />;
  if (roles && (!role || !roles.includes(role))) return <Redirect to="/providers" />;
  return <>{children}</>;
}

/** Wraps a page component in the guard. */
export function guarded<P extends object>(Component: React.ComponentType<P>, roles?: Role[]) {
  return function Guarded(props: P) {
    return (
      <RouteGuard roles={roles}>
        <Component {...props} />
      </RouteGuard>
    );
  };
}
