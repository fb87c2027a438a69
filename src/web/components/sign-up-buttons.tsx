import { cn } from "@/web/lib/utils";
import { PathLink } from "./path-link";
import { Button } from "./ui/button";

/** "Sign Up Free" and "Sign In", side by side: what every masked card and page offers a visitor. */
export function SignUpButtons({ size, className }: { size?: "sm"; className?: string }) {
  return (
    <div className={cn("flex gap-2", className)}>
      <Button asChild size={size}>
        <PathLink to="/auth/sign-up">Sign Up Free</PathLink>
      </Button>
      <Button asChild size={size} variant="outline">
        <PathLink to="/auth/sign-in">Sign In</PathLink>
      </Button>
    </div>
  );
}
