import type { ProviderCreateInput } from "@/shared/contracts/provider-fields";
import type { Provider } from "@/shared/contracts/providers";

export interface CaseStudyDraft {
  key: string;
  id?: string;
  title: string;
  description: string;
  outcome: string;
  modality: string;
  subspecialty: string;
  challenge: string;
  solution: string;
}

export interface ProviderDraft {
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
  subspecialties: string;
  certifications: string;
  timezones: string;
  specializations: string;
  verified: boolean;
  pinned: boolean;
  caseStudies: CaseStudyDraft[];
}

let keySeq = 0;
export const newCaseStudy = (): CaseStudyDraft => ({ key: `new-${++keySeq}`, title: "", description: "", outcome: "", modality: "", subspecialty: "", challenge: "", solution: "" });

export const EMPTY_DRAFT: ProviderDraft = {
  name: "",
  hqCountry: "",
  description: "",
  established: "",
  websiteUrl: "",
  linkedinUrl: "",
  logoUrl: "",
  slaCoverage: "",
  medianTATMinutes: "",
  rating: "",
  reviewCount: "",
  verifiedReviews: "",
  acceptanceRate: "",
  totalCases: "",
  regionsServed: [],
  modalities: [],
  priceModels: [],
  languages: [],
  subspecialties: "",
  certifications: "",
  timezones: "",
  specializations: "",
  verified: false,
  pinned: false,
  caseStudies: [],
};

const str = (v: number | string | null) => (v === null ? "" : String(v));

export function draftOf(p: Provider): ProviderDraft {
  return {
    name: p.name,
    hqCountry: p.hqCountry,
    description: p.description,
    established: p.established ?? "",
    websiteUrl: p.websiteUrl ?? "",
    linkedinUrl: p.linkedinUrl ?? "",
    logoUrl: p.logoUrl ?? "",
    slaCoverage: p.slaCoverage ?? "",
    medianTATMinutes: str(p.medianTATMinutes),
    rating: str(p.rating),
    reviewCount: str(p.reviewCount),
    verifiedReviews: str(p.verifiedReviews),
    acceptanceRate: str(p.acceptanceRate),
    totalCases: str(p.totalCases),
    regionsServed: p.regionsServed,
    modalities: p.modalities,
    priceModels: p.priceModels,
    languages: p.languages,
    subspecialties: p.subspecialties.join(", "),
    certifications: p.certifications.join(", "),
    timezones: p.timezones.join(", "),
    specializations: p.specializations.join(", "),
    verified: p.verified,
    pinned: p.pinned,
    caseStudies: p.caseStudies.map((c) => ({
      key: c.id,
      id: c.id,
      title: c.title,
      description: c.description,
      outcome: c.outcome,
      modality: c.modality ?? "",
      subspecialty: c.subspecialty ?? "",
      challenge: c.challenge ?? "",
      solution: c.solution ?? "",
    })),
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

/** The request body: every field of the form (the schema validates it, here and on the server). */
export function payloadOf(d: ProviderDraft): ProviderCreateInput {
  return {
    name: d.name,
    hqCountry: d.hqCountry,
    description: d.description,
    established: d.established as string | null,
    websiteUrl: d.websiteUrl as string | null,
    linkedinUrl: d.linkedinUrl as string | null,
    logoUrl: d.logoUrl as string | null,
    slaCoverage: d.slaCoverage as string | null,
    medianTATMinutes: numberOrEmpty(d.medianTATMinutes) as number | null,
    rating: numberOrZero(d.rating),
    reviewCount: numberOrZero(d.reviewCount),
    verifiedReviews: numberOrZero(d.verifiedReviews),
    acceptanceRate: numberOrEmpty(d.acceptanceRate) as number | null,
    totalCases: numberOrEmpty(d.totalCases) as number | null,
    regionsServed: d.regionsServed,
    modalities: d.modalities,
    priceModels: d.priceModels,
    languages: d.languages,
    subspecialties: tags(d.subspecialties),
    certifications: tags(d.certifications),
    timezones: tags(d.timezones),
    specializations: tags(d.specializations),
    verified: d.verified,
    pinned: d.pinned,
    caseStudies: d.caseStudies.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      title: c.title,
      description: c.description,
      outcome: c.outcome,
      ...(c.modality.trim() ? { modality: c.modality.trim() } : {}),
      ...(c.subspecialty.trim() ? { subspecialty: c.subspecialty.trim() } : {}),
      ...(c.challenge.trim() ? { challenge: c.challenge.trim() } : {}),
      ...(c.solution.trim() ? { solution: c.solution.trim() } : {}),
    })),
  };
}
