import { COUNTRIES, LANGUAGES, MODALITY_GROUPS, PRICE_MODELS } from "@/shared/reference";
import { CAPABILITY_GROUPS, interopLabel } from "@/shared/reference/interoperability";
import type { Option } from "@/web/components/checkbox-group";
import { priceModelLabel } from "./format";

/** The choices of a provider's list fields, for the provider form. */
export const LIST_FIELD_OPTIONS = {
  regionsServed: COUNTRIES.map((c) => ({ value: c.code, label: c.name, flag: c.code })),
  languages: LANGUAGES.map((l) => ({ value: l.code, label: l.name, flag: l.flagCountry })),
  modalities: MODALITY_GROUPS.flatMap((g) => g.modalities.map((m) => ({ value: m, label: m, group: g.label }))),
  priceModels: PRICE_MODELS.map((m) => ({ value: m, label: priceModelLabel(m) })),
  interopCapabilities: CAPABILITY_GROUPS.flatMap((g) => g.capabilities.map((c) => ({ value: c, label: interopLabel(c), group: g.label }))),
} satisfies Record<string, Option[]>;
