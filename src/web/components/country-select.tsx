import type { ComponentProps } from "react";
import type { Country } from "@/shared/reference/countries";
import { Flag } from "@/web/components/country-flag";
import { NativeSelect } from "@/web/components/ui/input";
import { cn } from "@/web/lib/utils";

/**
 * A native select of countries with the chosen one's flag in its box: options can only hold text, so they
 * list names, and the select keeps the platform's keyboard and screen reader behaviour.
 */
export function CountrySelect({
  countries,
  selected,
  emptyLabel,
  className,
  ...props
}: ComponentProps<"select"> & { countries: Country[]; selected: string | undefined; emptyLabel: string }) {
  const flag = selected && countries.some((c) => c.code === selected) ? selected : undefined;
  return (
    <div className={cn("relative w-full", className)}>
      {flag && <Flag code={flag} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2" />}
      <NativeSelect {...props} className={cn(flag && "pl-9")}>
        <option value="">{emptyLabel}</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
