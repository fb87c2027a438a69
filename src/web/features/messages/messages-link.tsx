import { Link } from "@tanstack/react-router";
import { MessageSquare } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** "Messages": the application's private thread between the hospital and the provider (the server decides who reads it). */
export function MessagesLink({ applicationId, label }: { applicationId: string; label?: string }) {
  return (
    <Button asChild size="sm" variant="outline">
      <Link to="/applications/$id/messages" params={{ id: applicationId }} aria-label={label}>
        <MessageSquare aria-hidden="true" /> Messages
      </Link>
    </Button>
  );
}
