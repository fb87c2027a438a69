import { useLocation } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Redirect } from "@/web/components/route-guard";
import { useAuth } from "@/web/lib/use-auth";

/**
 * An account that must have two-factor and has not set it up is taken to its profile, where setup is, before anything
 * else (issue 34 §1). The server refuses such a caller everything but that already.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { me } = useAuth();
  const { pathname } = useLocation();
  const held = me?.security.twoFactorRequired === true && !me.security.twoFactorEnabled;
  if (held && pathname !== "/profile") return <Redirect to="/profile" />;
  return <>{children}</>;
}
