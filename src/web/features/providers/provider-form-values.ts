import { z } from "zod";
import type { ProviderUpdateSchema } from "@/shared/contracts/provider-fields";
import type { Provider } from "@/shared/contracts/providers";
import { EDITABLE_PROVIDER_FIELDS, type ProviderEditor } from "@/shared/policy/provider-fields";

interface CaseStudyValues {
  id?: string;
  title: string;
  description: string;
  outcome: string;
  modality: string;
  subspecialty: string;
  challenge: string;
  solution: string;
}

/** What the inputs hold: text for numbers and comma-separated lists, as typed. */
export interface ProviderFormValues {
  name: string;
  hqCountry: string;
  description: string;
  established: string;
  websiteUrl: string;
  linkedinUrl: string;
  logoUrl: string;
  slaCoverage: string;
  medianTATMinutes: string;
  rating: string;
  reviewCount: string;
  verifiedReviews: string;
  acceptanceRate: string;
  totalCases: string;
  regionsServed: string[];
  modalities: string[];
  priceModels: string[];
  languages: string[];
  interopCapabilities: string[];
  subspecialties: string;
  certifications: string;
  timezones: string;
  specializations: string;
  verified: boolean;
  pinned: boolean;
  slug: string;
  regenerateSlug: boolean;
  caseStudies: CaseStudyValues[];
}

/** Any editor's request body: the admin update's input, of which each editor sends its own fields. */
type ProviderBody = z.input<typeof ProviderUpdateSchema>;

export const EMPTY_CASE_STUDY: CaseStudyValues = { title: "", description: "", outcome: "", modality: "", subspecialty: "", challenge: "", solution: "" };

const text = (v: number | string | null) => (v === null ? "" : String(v));

export function formValuesOf(p: Provider | null): ProviderFormValues {
  return {
    name: p?.name ?? "",
    hqCountry: p?.hqCountry ?? "",
    description: p?.description ?? "",
    established: text(p?.established ?? null),
    websiteUrl: text(p?.websiteUrl ?? null),
    linkedinUrl: text(p?.linkedinUrl ?? null),
    logoUrl: text(p?.logoUrl ?? null),
    slaCoverage: text(p?.slaCoverage ?? null),
    medianTATMinutes: text(p?.medianTATMinutes ?? null),
    rating: text(p?.rating ?? null),
    reviewCount: text(p?.reviewCount ?? null),
    verifiedReviews: text(p?.verifiedReviews ?? null),
    acceptanceRate: text(p?.acceptanceRate ?? null),
    totalCases: text(p?.totalCases ?? null),
    regionsServed: p?.regionsServed ?? [],
    modalities: p?.modalities ?? [],
    priceModels: p?.priceModels ?? [],
    languages: p?.languages ?? [],
    interopCapabilities: p?.interopCapabilities ?? [],
    subspecialties: p?.subspecialties.join(", ") ?? "",
    certifications: p?.certifications.join(", ") ?? "",
    timezones: p?.timezones.join(", ") ?? "",
    specializations: p?.specializations.join(", ") ?? "",
    verified: p?.verified ?? false,
    pinned: p?.pinned ?? false,
    slug: p?.slug ?? "",
    regenerateSlug: false,
    caseStudies: (p?.caseStudies ?? []).map((c) => ({ ...EMPTY_CASE_STUDY, ...c })),
  };
}

/** "" stays "" for the schema to turn into null; anything else becomes a number (NaN fails validation). */
const numberOrEmpty = (v: string) => (v.trim() === "" ? "" : Number(v));
const numberOrZero = (v: string) => (v.trim() === "" ? 0 : Number(v));
const tags = (v: string) =>
  v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
const ifFilled = <K extends string>(key: K, v: string) => (v.trim() ? ({ [key]: v.trim() } as Record<K, string>) : {});

/** Every field as the contracts take it; the slug only when asked to regenerate it from the name. */
function fullBody(v: ProviderFormValues): ProviderBody {
  return {
    ...v,
    medianTATMinutes: numberOrEmpty(v.medianTATMinutes),
    rating: numberOrZero(v.rating),
    reviewCount: numberOrZero(v.reviewCount),
    verifiedReviews: numberOrZero(v.verifiedReviews),
    acceptanceRate: numberOrEmpty(v.acceptanceRate),
    totalCases: numberOrEmpty(v.totalCases),
    subspecialties: tags(v.subspecialties),
    certifications: tags(v.certifications),
    timezones: tags(v.timezones),
    specializations: tags(v.specializations),
    slug: v.regenerateSlug ? v.slug : undefined,
    caseStudies: v.caseStudies.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      title: c.title,
      description: c.description,
      outcome: c.outcome,
      ...ifFilled("modality", c.modality),
      ...ifFilled("subspecialty", c.subspecialty),
      ...ifFilled("challenge", c.challenge),
      ...ifFilled("solution", c.solution),
    })),
  };
}

/** The request body: the fields this editor may edit (the schema validates it, here and on the server). */
export function bodyOf(values: ProviderFormValues, editor: ProviderEditor): ProviderBody {
  const full = fullBody(values);
  return Object.fromEntries(EDITABLE_PROVIDER_FIELDS[editor].flatMap((field) => (full[field] === undefined ? [] : [[field, full[field]]])));
}

/** Validates the form as the server will: the body it sends, against the endpoint's schema. */
export const formSchemaOf = (schema: z.ZodType, editor: ProviderEditor) =>
  z
    .custom<ProviderFormValues>()
    .transform((values): unknown => bodyOf(values, editor))
    .pipe(schema);

/** Where a provider form sends its body: the endpoint's schema, and the call that sends what it parsed. */
export interface ProviderEndpoint {
  schema: z.ZodType;
  save: (body: unknown) => Promise<Provider>;
}

/** Pairs a schema with the call that takes its output, checked here so the form need not know either's type. */
export const providerEndpoint = <S extends z.ZodType>(schema: S, save: (body: z.output<S>) => Promise<Provider>): ProviderEndpoint => ({
  schema,
  // The form calls save only with what schema parsed.
  save: (body) => save(body as z.output<S>),
});
