import { Link } from "@tanstack/react-router";
import { Menu } from "lucide-react";
import { useEffect, useState } from "react";
import { createForOrganisationRefusal } from "@/shared/policy/requests";
import { menuLinks } from "@/shared/policy/roles";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogDescription, DialogTitle, DialogTrigger, SheetContent } from "@/web/components/ui/dialog";
import { useAuth } from "@/web/lib/use-auth";
import { Logo } from "./logo";
import { navLinkStyle } from "./nav-link";
import { UserMenuButton } from "./user-menu-button";

export { RoleBadge } from "./role-badge";

type UserMenuType = typeof import("./user-menu").UserMenu;
type BellType = typeof import("@/web/features/notifications").NotificationBell;

/** The bell, loaded once someone is signed in (as the user menu is), which also keeps the layout out of an import cycle. */
function useBell(signedIn: boolean) {
  const [bell, setBell] = useState<BellType>();
  useEffect(() => {
    if (signedIn && !bell) void import("@/web/features/notifications").then((m) => setBell(() => m.NotificationBell));
  }, [signedIn, bell]);
  return bell;
}

/**
 * The user menu's code (Radix's menu), loaded once someone is signed in: visitors never download it. Until it
 * is there, the same button stands in, and a press on it opens the menu as soon as it arrives.
 */
function useUserMenu(signedIn: boolean) {
  const [menu, setMenu] = useState<UserMenuType>();
  useEffect(() => {
    if (signedIn && !menu) void import("./user-menu").then((m) => setMenu(() => m.UserMenu));
  }, [signedIn, menu]);
  return menu;
}

export function TopBar() {
  const { me, role, providerId, loading, organisation, actor } = useAuth();
  // An Evaluator or a Viewer of a hospital organisation may not post requests (the server refuses it too).
  const links = menuLinks(role, providerId).filter((l) => l.to !== "/requests/new" || createForOrganisationRefusal(actor) === null);
  const displayName = me ? me.profile.name || me.user.email : "";
  const [open, setOpen] = useState(false);
  const UserMenu = useUserMenu(me !== null);
  const Bell = useBell(me !== null);
  const [menuWanted, setMenuWanted] = useState(false);
  // A keyboard user on the stand-in button keeps focus when the real one replaces it.
  const [menuFocused, setMenuFocused] = useState(false);

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
          {!loading && me && Bell && <Bell />}
          {loading ? null : me ? (
            UserMenu ? (
              <UserMenu displayName={displayName} email={me.user.email} role={role} defaultOpen={menuWanted} autoFocus={menuFocused} />
            ) : (
              <UserMenuButton
                displayName={displayName}
                userRole={role}
                organisationName={organisation?.name}
                // Pointer down too: Radix's trigger opens on it, so a press that starts here and ends on the real button still opens the menu.
                onPointerDown={() => setMenuWanted(true)}
                onClick={() => setMenuWanted(true)}
                onFocus={() => setMenuFocused(true)}
                onBlur={() => setMenuFocused(false)}
              />
            )
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
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <Menu />
              </Button>
            </DialogTrigger>
            <SheetContent side="right">
              <DialogTitle>Menu</DialogTitle>
              <DialogDescription className="sr-only">Site navigation</DialogDescription>
              <nav aria-label="Mobile" className="flex flex-col gap-1">
                {links.map((l) => (
                  <Link key={l.to} to={l.to} {...navLinkStyle(l.to)} onClick={() => setOpen(false)}>
                    {l.label}
                  </Link>
                ))}
              </nav>
              {!me && !loading && (
                <div className="flex flex-col gap-2 border-t pt-4">
                  <Button variant="outline" asChild>
                    <Link to="/auth/sign-in" onClick={() => setOpen(false)}>
                      Sign In
                    </Link>
                  </Button>
                  <Button asChild>
                    <Link to="/auth/sign-up" onClick={() => setOpen(false)}>
                      Get Started
                    </Link>
                  </Button>
                </div>
              )}
            </SheetContent>
          </Dialog>
        </div>
      </div>
    </header>
  );
}
