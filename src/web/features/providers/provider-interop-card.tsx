import type { Provider } from "@/shared/contracts/providers";
import { CAPABILITY_GROUPS, interopLabel } from "@/shared/reference/interoperability";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";

/** How the provider takes images and orders and returns reports (issue 35), by term; nothing when it lists none. */
export function ProviderInteropCard({ p }: { p: Provider }) {
  const groups = CAPABILITY_GROUPS.map((g) => ({ ...g, listed: g.capabilities.filter((c) => p.interopCapabilities.includes(c)) })).filter((g) => g.listed.length > 0);
  if (groups.length === 0) return null;
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="font-semibold leading-tight tracking-tight">Interoperability</h2>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {groups.map((g) => (
            <div key={g.term}>
              <dt className="font-medium text-muted-foreground">{g.label}</dt>
              <dd>{g.listed.map(interopLabel).join(", ")}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
