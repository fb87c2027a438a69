import { Link } from "@tanstack/react-router";
import { Button } from "@/web/components/ui/button";
import { usePageTitle } from "@/web/components/page-title";

export function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      {/* The status code as an illustration over the heading, not a paragraph styled as one. */}
      <div className="text-6xl font-bold text-primary">404</div>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
