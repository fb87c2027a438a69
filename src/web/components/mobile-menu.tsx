import { Link } from "@tanstack/react-router";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogDescription, DialogTitle, SheetContent } from "@/web/components/ui/dialog";
import { navLinkStyle } from "./nav-link";

/**
 * The small screens' menu sheet; loaded when the menu button is first pressed. The button lives in
 * the top bar, outside this dialog, so focus is given back to it on close.
 */
export function MobileMenu({
  open,
  onOpenChange,
  links,
  signedOut,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: { to: string; label: string }[];
  signedOut: boolean;
  trigger: React.RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(e) => {
          e.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogTitle>Menu</DialogTitle>
        <DialogDescription className="sr-only">Site navigation</DialogDescription>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {links.map((l) => (
            <Link key={l.to} to={l.to} {...navLinkStyle(l.to)} onClick={close}>
              {l.label}
            </Link>
          ))}
        </nav>
        {signedOut && (
          <div className="flex flex-col gap-2 border-t pt-4">
            <Button variant="outline" asChild>
              <Link to="/auth/sign-in" onClick={close}>
                Sign In
              </Link>
            </Button>
            <Button asChild>
              <Link to="/auth/sign-up" onClick={close}>
                Get Started
              </Link>
            </Button>
          </div>
        )}
      </SheetContent>
    </Dialog>
  );
}
