import { Link } from "@tanstack/react-router";
import { ArrowLeft, FileSearch } from "lucide-react";
import { Page } from "@/web/components/page";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";

/** "Request Not Found" with a way back; `embedded` renders only the card (inside another page). */
export function RequestNotFound({ embedded = false }: { embedded?: boolean }) {
  const Heading = embedded ? "h2" : "h1";
  const card = (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <FileSearch className="size-10 text-muted-foreground" aria-hidden="true" />
      <Heading className="text-2xl font-bold">Request Not Found</Heading>
      <p className="text-muted-foreground">The request you're looking for doesn't exist.</p>
      <Button asChild className="mt-2">
        <Link to="/requests">
          <ArrowLeft aria-hidden="true" />
          Back to Requests
        </Link>
      </Button>
    </Card>
  );
  return embedded ? card : <Page className="max-w-xl">{card}</Page>;
}
