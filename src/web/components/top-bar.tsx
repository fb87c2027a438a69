import { Link, useNavigate } from "@tanstack/react-router";
import { LogOut, Menu, Settings, UserRound } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { AUTH_MESSAGES } from "@/shared/contracts/auth";
import { menuLinks, type Role } from "@/shared/policy/roles";
import { Badge, type BadgeVariant } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogDescription, DialogTitle, DialogTrigger, SheetContent } from "@/web/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { useAuth, useSignOut } from "@/web/lib/use-auth";
import { Logo } from "./logo";

const ROLE_BADGE: Record<Role, BadgeVariant> = { admin: "destructive", telerad: "default", hospital: "outline", basic: "secondary" };

export function RoleBadge({ role }: { role: Role | null }) {
  const r = role && role in ROLE_BADGE ? role : "basic";
  return <Badge variant={ROLE_BADGE[r]}>{r}</Badge>;
}

const linkClass = "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground";
const activeClass = "text-foreground bg-accent";

export function TopBar() {
  const { me, role, providerId, loading } = useAuth();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const links = menuLinks(role, providerId);
  const displayName = me ? me.profile.name || me.user.email : "";

  async function handleSignOut() {
    const result = await signOut();
    if (result === "ok") toast.success(AUTH_MESSAGES.signOutSuccess);
    else toast.warning(AUTH_MESSAGES.signOutWarning);
    navigate({ to: "/" });
  }

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          {links.map((l) => (
            <Link key={l.to} to={l.to} className={linkClass} activeProps={{ className: activeClass }} activeOptions={{ exact: l.to !== "/providers" }}>
              {l.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {loading ? null : me ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" className="gap-2" aria-label={`User menu: ${displayName}, ${role ?? "basic"}`}>
                  <UserRound aria-hidden="true" />
                  <span className="hidden max-w-40 truncate sm:inline">{displayName}</span>
                  <RoleBadge role={role} />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="w-56">
                <DropdownMenuLabel className="flex flex-col gap-1">
                  <span className="truncate">{displayName}</span>
                  <span className="truncate text-xs font-normal text-muted-foreground">{me.user.email}</span>
                  <span>
                    <RoleBadge role={role} />
                  </span>
                </DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => navigate({ to: "/profile" })}>
                  <Settings aria-hidden="true" /> Profile Settings
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={handleSignOut}>
                  <LogOut aria-hidden="true" /> Sign Out
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
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
                  <Link
                    key={l.to}
                    to={l.to}
                    className={linkClass}
                    activeProps={{ className: activeClass }}
                    activeOptions={{ exact: l.to !== "/providers" }}
                    onClick={() => setOpen(false)}
                  >
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
