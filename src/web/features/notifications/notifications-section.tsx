import { SavedSearchList } from "@/web/features/saved-searches";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { MailPreferences } from "./mail-preferences";

/** The profile's "Notifications": mail preferences, the digest's time zone and the saved searches. */
export function NotificationsSection() {
  return (
    <Card id="notifications" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">Notifications</CardTitle>
        <CardDescription>Choose what RadBridge e-mails you about, and manage your saved searches and their alerts.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <MailPreferences />
        <section aria-labelledby="saved-searches-heading" className="grid gap-3">
          <h3 id="saved-searches-heading" className="text-sm font-medium">
            Saved searches
          </h3>
          <SavedSearchList />
        </section>
      </CardContent>
    </Card>
  );
}
