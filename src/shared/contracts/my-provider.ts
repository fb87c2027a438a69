import { z } from "zod";
import { providerFields } from "./provider-fields";

const f = providerFields;

/**
 * PATCH /api/provider/me (PRODUCT.md #15): the admin's provider form fields and rules, minus
 * verified, pinned, slug and the rating figures (rating, review count, verified reviews).
 * Only supplied fields change; a new name gives a new slug.
 */
export const MyProviderUpdate = z
  .object({
    name: f.name,
    hqCountry: f.hqCountry,
    regionsServed: f.regionsServed,
    modalities: f.modalities,
    priceModels: f.priceModels,
    languages: f.languages,
    medianTATMinutes: f.medianTATMinutes,
    logoUrl: f.logoUrl,
    linkedinUrl: f.linkedinUrl,
    websiteUrl: f.websiteUrl,
    slaCoverage: f.slaCoverage,
    acceptanceRate: f.acceptanceRate,
    totalCases: f.totalCases,
    established: f.established,
    description: f.description,
    caseStudies: f.caseStudies,
    subspecialties: f.subspecialties,
    certifications: f.certifications,
    timezones: f.timezones,
    specializations: f.specializations,
  })
  .partial()
  .strict();
export type MyProviderUpdate = z.input<typeof MyProviderUpdate>;
