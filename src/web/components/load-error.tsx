import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";

/** A failed load: what went wrong and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center" role="alert">
      <p className="font-medium">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}
