import { countryName } from "@/shared/reference/countries";
import { languageFlagCountry, languageName } from "@/shared/reference/languages";
import { cn } from "@/web/lib/utils";

/**
 * A flag image, `/flags/XX.svg` as the build emits it (vite.config.ts). `label` names it for screen readers and as a tooltip;
 * without one it is decorative, for a flag written beside its name.
 */
export function Flag({ code, label, title, className }: { code: string; label?: string; title?: string; className?: string }) {
  return (
    <img
      src={`/flags/${code}.svg`}
      alt={label ?? ""}
      title={title ?? label}
      width={18}
      height={12}
      decoding="async"
      className={cn("inline-block h-3 w-[18px] shrink-0 rounded-[2px] object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.12)]", className)}
    />
  );
}

/** A country's flag alone, named by the country for screen readers and on hover. */
export function CountryFlag({ code, className }: { code: string; className?: string }) {
  return <Flag code={code} label={countryName(code)} className={className} />;
}

/** A flag and the country's name. */
export function CountryLabel({ code, className }: { code: string; className?: string }) {
  const name = countryName(code);
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)}>
      <Flag code={code} title={name} />
      <span>{name}</span>
    </span>
  );
}

/** A language's flag and name (spec §2: languages with a flag). */
export function LanguageLabel({ code, className }: { code: string; className?: string }) {
  const flagCountry = languageFlagCountry(code);
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)}>
      {flagCountry && <Flag code={flagCountry} />}
      <span>{languageName(code)}</span>
    </span>
  );
}
