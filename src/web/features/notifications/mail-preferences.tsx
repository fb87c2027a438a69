import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { MAIL_KIND_LABELS, MAIL_KINDS, type MailKind, type UpdateNotificationSettingsInput } from "@/shared/contracts/notifications";
import { errorMessage } from "@/web/api/client";
import { Checkbox } from "@/web/components/ui/checkbox";
import { NativeSelect } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { notificationQueries, refreshNotifications, updateSettings } from "./api";

const TIME_ZONES: string[] = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];

/** Which kinds of mail are sent, and the time zone of the daily digests; each change is saved at once. */
export function MailPreferences() {
  const { viewer } = useAuth();
  const queryClient = useQueryClient();
  const settings = useQuery(notificationQueries.settings(viewer));
  const key = notificationQueries.settings(viewer).queryKey;
  // The box shows the choice at once; a refusal puts back what the server has.
  const save = useMutation({
    mutationFn: (body: UpdateNotificationSettingsInput) => updateSettings(body),
    onMutate: async (body) => {
      // A read still in flight (the window regained focus) would put back the old choice when it lands after the click.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, { mail: { ...before.mail, ...body.mail }, timeZone: body.timeZone ?? before.timeZone });
      return before;
    },
    onSuccess: (next) => {
      queryClient.setQueryData(key, next);
      toast.success("Notification settings saved");
    },
    onError: (e, _body, before) => {
      if (before) queryClient.setQueryData(key, before);
      toast.error(errorMessage(e, "Failed to save notification settings"));
    },
    onSettled: () => refreshNotifications(queryClient),
  });
  if (settings.isPending) return <SkeletonRows label="Loading notification settings" count={4} rowClassName="h-6" />;
  if (settings.isError) return <p role="alert">{errorMessage(settings.error, "Failed to load notification settings")}</p>;
  const { mail, timeZone } = settings.data;
  const zones = TIME_ZONES.includes(timeZone) ? TIME_ZONES : [timeZone, ...TIME_ZONES];
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">E-mail me about</legend>
        {MAIL_KINDS.map((kind: MailKind) => (
          <div key={kind} className="flex items-center gap-2">
            <Checkbox id={`mail-${kind}`} checked={mail[kind]} onCheckedChange={(on) => save.mutate({ mail: { [kind]: on === true } })} />
            <Label htmlFor={`mail-${kind}`} className="font-normal">
              {MAIL_KIND_LABELS[kind]}
            </Label>
          </div>
        ))}
        <p className="text-xs text-muted-foreground">Security e-mails (account confirmation, password reset) are always sent. The bell shows every notification either way.</p>
      </fieldset>
      <div className="grid gap-2 sm:max-w-sm">
        <Label htmlFor="digest-time-zone">Time zone for daily digests</Label>
        <NativeSelect id="digest-time-zone" value={timeZone} onChange={(e) => save.mutate({ timeZone: e.target.value })} aria-describedby="digest-time-zone-hint">
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replaceAll("_", " ")}
            </option>
          ))}
        </NativeSelect>
        <p id="digest-time-zone-hint" className="text-xs text-muted-foreground">
          Daily digests arrive at 07:00 in this time zone.
        </p>
      </div>
    </div>
  );
}
