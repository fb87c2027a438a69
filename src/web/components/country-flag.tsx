import { countryName, flagOf } from "@/shared/reference/countries";
import { languageFlag, languageName } from "@/shared/reference/languages";
import { cn } from "@/web/lib/utils";

/** A country's flag with its name for screen readers and on hover. */
export function CountryFlag({ code, className }: { code: string; className?: string }) {
  const name = countryName(code);
  return (
    <span role="img" aria-label={name} title={name} className={cn("inline-block leading-none", className)}>
      {flagOf(code)}
    </span>
  );
}

/** A flag and the country's name. */
export function CountryLabel({ code, className }: { code: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)}>
      <span aria-hidden="true">{flagOf(code)}</span>
      <span>{countryName(code)}</span>
    </span>
  );
}

/** A language's flag and name (spec §2: languages with a flag). */
export function LanguageLabel({ code, className }: { code: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-1.5", className)}>
      <span aria-hidden="true">{languageFlag(code)}</span>
      <span>{languageName(code)}</span>
    </span>
  );
}
