import { Link } from "@tanstack/react-router";
import { cn } from "@/web/lib/utils";
import { Button } from "./ui/button";

/** "Sign Up Free" and "Sign In", side by side: what every masked card and page offers a visitor. */
export function SignUpButtons({ size, className }: { size?: "sm"; className?: string }) {
  return (
    <div className={cn("flex gap-2", className)}>
      <Button asChild size={size}>
        <Link to="/auth/sign-up">Sign Up Free</Link>
      </Button>
      <Button asChild size={size} variant="outline">
        <Link to="/auth/sign-in">Sign In</Link>
      </Button>
    </div>
  );
}
