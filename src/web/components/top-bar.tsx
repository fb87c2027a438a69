import { Link } from "@tanstack/react-router";
import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { menuLinks } from "@/shared/policy/roles";
import { Button } from "@/web/components/ui/button";
import { useAuth } from "@/web/lib/use-auth";
import { Logo } from "./logo";
import { navLinkStyle } from "./nav-link";

export { RoleBadge } from "./role-badge";

// Visitors who are not signed in never load the user menu; the mobile sheet loads when first opened.
const UserMenu = lazy(() => import("./user-menu").then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

export function TopBar() {
  const { me, role, providerId, loading } = useAuth();
  const links = menuLinks(role, providerId);
  const displayName = me ? me.profile.name || me.user.email : "";

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          {links.map((l) => (
            <Link key={l.to} to={l.to} {...navLinkStyle(l.to)}>
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {loading ? null : me ? (
            <Suspense fallback={<span className="h-9 w-24" />}>
              <UserMenu displayName={displayName} email={me.user.email} role={role} />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Button variant="ghost" asChild>
                <Link to="/auth/sign-in">Sign In</Link>
              </Button>
              <Button asChild>
                <Link to="/auth/sign-up">Get Started</Link>
              </Button>
            </div>
          )}
          <MobileMenuButton links={links} signedOut={!me && !loading} />
        </div>
      </div>
    </header>
  );
}

function MobileMenuButton({ links, signedOut }: { links: { to: string; label: string }[]; signedOut: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} links={links} signedOut={signedOut} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
