/** The provider fields a telerad user edits on their own provider (/provider/me, PRODUCT.md #15). */
export const OWNER_PROVIDER_FIELDS = [
  "name",
  "hqCountry",
  "description",
  "established",
  "slaCoverage",
  "websiteUrl",
  "linkedinUrl",
  "logoUrl",
  "regionsServed",
  "modalities",
  "priceModels",
  "languages",
  "subspecialties",
  "specializations",
  "interopCapabilities",
  "certifications",
  "timezones",
  "medianTATMinutes",
  "acceptanceRate",
  "totalCases",
  "caseStudies",
] as const;

/** Verification, pinning, the public address and the rating figures: RadBridge admins only. */
export const ADMIN_ONLY_PROVIDER_FIELDS = ["verified", "pinned", "slug", "rating", "reviewCount", "verifiedReviews"] as const;

export type ProviderField = (typeof OWNER_PROVIDER_FIELDS)[number] | (typeof ADMIN_ONLY_PROVIDER_FIELDS)[number];

/** Who edits a provider, and which of its fields each may change. */
export const EDITABLE_PROVIDER_FIELDS = {
  admin: [...OWNER_PROVIDER_FIELDS, ...ADMIN_ONLY_PROVIDER_FIELDS],
  telerad: OWNER_PROVIDER_FIELDS,
} as const satisfies Record<string, readonly ProviderField[]>;

export type ProviderEditor = keyof typeof EDITABLE_PROVIDER_FIELDS;

export const mayEditProviderField = (editor: ProviderEditor, field: ProviderField) => (EDITABLE_PROVIDER_FIELDS[editor] as readonly ProviderField[]).includes(field);
