import { useLocation, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { useAuth } from "@/web/lib/use-auth";

/**
 * An account that must have two-factor and has not set it up is taken to its profile, where setup is, before anything
 * else (issue 34 §1). The server refuses such a caller everything but that already.
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const { me } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const held = me?.security.twoFactorRequired === true && !me.security.twoFactorEnabled && pathname !== "/profile";
  useEffect(() => {
    if (held) navigate({ to: "/profile", replace: true });
  }, [held, navigate]);
  return held ? null : <>{children}</>;
}
