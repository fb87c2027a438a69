import { ALL_MODALITIES, PRICE_MODELS } from "@/shared/reference/modalities";
import { INTEROP_CAPABILITIES, type InteropCapability } from "@/shared/reference/interoperability";
import { slugify } from "@/shared/slug";
import type { CaseStudy } from "../schema";
import type { Rng } from "./random";

export interface ProviderSeed {
  slug: string;
  name: string;
  hqCountry: string;
  regionsServed: string[];
  modalities: string[];
  priceModels: string[];
  languages: string[];
  medianTatMinutes: number;
  rating: number;
  reviewCount: number;
  verifiedReviews: number;
  websiteUrl: string | null;
  linkedinUrl: string | null;
  slaCoverage: string;
  acceptanceRate: number;
  totalCases: number;
  established: string;
  description: string;
  pinned: boolean;
  verified: boolean;
  caseStudies: CaseStudy[];
  subspecialties: string[];
  certifications: string[];
  timezones: string[];
  specializations: string[];
  interopCapabilities?: string[];
}

/** Demo providers: name, HQ, home languages, time zone. */
const DEMO: [string, string, string[], string][] = [
  ["NightHawk Radiology Partners", "US", ["en", "es"], "America/New_York"],
  ["Atlantic Teleimaging", "US", ["en"], "America/Chicago"],
  ["Maple Reads Diagnostics", "CA", ["en", "fr"], "America/Toronto"],
  ["Thames Valley Teleradiology", "GB", ["en"], "Europe/London"],
  ["Northern Lights Imaging", "NO", ["no", "en", "sv"], "Europe/Oslo"],
  ["RheinRad Befundung", "DE", ["de", "en"], "Europe/Berlin"],
  ["Alpenblick Radiologie", "AT", ["de", "en", "it"], "Europe/Vienna"],
  ["Helvetia Imaging Network", "CH", ["de", "fr", "it", "en"], "Europe/Zurich"],
  ["Lumière Téléradiologie", "FR", ["fr", "en"], "Europe/Paris"],
  ["Iberia Diagnóstico Remoto", "ES", ["es", "en", "pt"], "Europe/Madrid"],
  ["Lusitânia Imagem Médica", "PT", ["pt", "es", "en"], "Europe/Lisbon"],
  ["Tevere Teleradiologia", "IT", ["it", "en"], "Europe/Rome"],
  ["Delta Radiology Reads", "NL", ["nl", "en", "de"], "Europe/Amsterdam"],
  ["Flanders Imaging Hub", "BE", ["nl", "fr", "en"], "Europe/Brussels"],
  ["Øresund Radiology", "DK", ["da", "sv", "en"], "Europe/Copenhagen"],
  ["Stockholm Bilddiagnostik", "SE", ["sv", "en", "fi"], "Europe/Stockholm"],
  ["Aurora Kuvantaminen", "FI", ["fi", "sv", "en"], "Europe/Helsinki"],
  ["Vistula Telemedic Imaging", "PL", ["pl", "en", "de"], "Europe/Warsaw"],
  ["Vltava Radiology Services", "CZ", ["cs", "en", "de"], "Europe/Prague"],
  ["Emerald Isle Teleradiology", "IE", ["en"], "Europe/Dublin"],
  ["Southern Cross Imaging", "AU", ["en"], "Australia/Sydney"],
  ["Kiwi Radiology Reads", "NZ", ["en"], "Pacific/Auckland"],
  ["Sakura Remote Diagnostics", "JP", ["ja", "en"], "Asia/Tokyo"],
  ["Han River Imaging", "KR", ["ko", "en"], "Asia/Seoul"],
  ["Deccan Teleradiology", "IN", ["en", "hi"], "Asia/Kolkata"],
  ["Ganges Imaging Services", "IN", ["hi", "en"], "Asia/Kolkata"],
  ["Lion City Radiology", "SG", ["en", "zh"], "Asia/Singapore"],
  ["Harbour Reads Hong Kong", "HK", ["zh", "en"], "Asia/Hong_Kong"],
  ["Siam Telehealth Imaging", "TH", ["th", "en"], "Asia/Bangkok"],
  ["Mekong Radiology Partners", "VN", ["vi", "en"], "Asia/Ho_Chi_Minh"],
  ["Pampas Diagnóstico por Imágenes", "AR", ["es", "en"], "America/Argentina/Buenos_Aires"],
  ["Andes Telerradiología", "CL", ["es", "en"], "America/Santiago"],
  ["Rio Laudos Remotos", "BR", ["pt", "es", "en"], "America/Sao_Paulo"],
  ["Azteca Imagen Digital", "MX", ["es", "en"], "America/Mexico_City"],
  ["Cape Radiology Network", "ZA", ["en"], "Africa/Johannesburg"],
  ["Nile Valley Imaging", "EG", ["ar", "en"], "Africa/Cairo"],
  ["Gulf Teleradiology Centre", "AE", ["ar", "en", "hi"], "Asia/Dubai"],
  ["Riyadh Remote Reading", "SA", ["ar", "en"], "Asia/Riyadh"],
  ["Carmel Imaging Analytics", "IL", ["en", "ar", "ru"], "Asia/Jerusalem"],
  ["Bosphorus Radyoloji", "TR", ["tr", "en", "de"], "Europe/Istanbul"],
  ["Hellenic Teleradiology", "GR", ["en"], "Europe/Athens"],
  ["Danube Imaging Group", "HU", ["en", "de"], "Europe/Budapest"],
  ["Pacific Rim Radiologists", "US", ["en", "zh", "ja"], "America/Los_Angeles"],
  ["Baltic Night Reads", "PL", ["pl", "en", "ru"], "Europe/Warsaw"],
  ["Kilimanjaro Imaging", "KE", ["en"], "Africa/Nairobi"],
];

export const SUBSPECIALTIES = [
  "Neuroradiology",
  "Musculoskeletal",
  "Body imaging",
  "Thoracic",
  "Cardiac",
  "Pediatric",
  "Breast",
  "Emergency",
  "Oncologic",
  "Interventional",
];
export const CERTIFICATIONS = ["ISO 27001", "HIPAA", "GDPR", "ACR accredited", "CQC registered", "SOC 2 Type II", "JCI"];
export const FOCUS = [
  "overnight emergency coverage for community hospitals",
  "subspecialty neuro and MSK reads with double reporting",
  "high-volume CT and X-ray backlogs with guaranteed turnaround",
  "oncology follow-up imaging with structured reports",
  "stroke and trauma protocols around the clock",
  "breast screening programmes and second opinions",
  "pediatric imaging read by fellowship-trained radiologists",
  "cardiac CT and MRI with 3D post-processing",
];

function provider(r: Rng, name: string, hq: string, langs: string[], tz: string, countries: string[]): ProviderSeed {
  const core = r.some(["X-ray", "CT", "MRI", "Ultrasound"], 2, 4);
  const extra = r.some(
    ALL_MODALITIES.filter((m) => !core.includes(m)),
    0,
    5,
  );
  const reviewCount = r.int(3, 420);
  const established = String(r.int(1996, 2021));
  const focus = r.pick(FOCUS);
  const regions = [hq, ...r.some(countries.filter((c) => c !== hq), 1, 7)];
  const subs = r.some(SUBSPECIALTIES, 2, 5);
  const caseStudies: CaseStudy[] = r.chance(0.5)
    ? [
        {
          id: `cs-${slugify(name)}-1`,
          title: `${r.pick(["Overnight", "Weekend", "Backlog", "Stroke"])} coverage for a ${r.pick(["600-bed", "regional", "university", "rural"])} hospital`,
          description: `A hospital network asked ${name} to take over ${focus}.`,
          outcome: `Median turnaround fell to ${r.int(18, 55)} minutes with ${r.int(97, 99)}.${r.int(1, 9)}% report accuracy.`,
          modality: core[0],
          subspecialty: subs[0],
          challenge: "Radiologist shortage and growing after-hours volume.",
          solution: "Dedicated night team, PACS integration and escalation by phone for critical findings.",
        },
      ]
    : [];
  return {
    slug: slugify(name),
    name,
    hqCountry: hq,
    regionsServed: regions,
    modalities: [...core, ...extra],
    priceModels: r.some(PRICE_MODELS, 1, 3),
    languages: langs,
    medianTatMinutes: r.pick([25, 30, 45, 60, 90, 120, 180, 240, 360, 720]),
    rating: Math.round((3.6 + r.next() * 1.4) * 10) / 10,
    reviewCount,
    verifiedReviews: Math.floor(reviewCount * (0.5 + r.next() * 0.5)),
    websiteUrl: r.chance(0.85) ? `https://www.${slugify(name).replace(/-/g, "")}.example` : null,
    linkedinUrl: r.chance(0.7) ? `https://www.linkedin.com/company/${slugify(name)}` : null,
    slaCoverage: r.pick(["24/7", "24/7", "Nights & weekends", "Business hours + on-call"]),
    acceptanceRate: Math.round((70 + r.next() * 29) * 10) / 10,
    totalCases: r.int(20, 2000) * 1000,
    established,
    description: `Founded in ${established}, ${name} provides ${focus}. Our radiologists report in ${langs.length} language${langs.length > 1 ? "s" : ""} from hubs serving ${regions.length} countries, integrated with your PACS and RIS.`,
    pinned: false,
    verified: false,
    caseStudies,
    subspecialties: subs,
    certifications: r.some(CERTIFICATIONS, 1, 4),
    timezones: [tz],
    specializations: subs.slice(0, 2),
  };
}

/**
 * The ways providers work (issue 35), cycled through the demo providers without drawing from the random sequence.
 * The first (the demo telerad's provider) takes DICOM over VPN and HL7 v2 but has no FHIR and no DICOMweb.
 */
const CAPABILITY_SETS: InteropCapability[][] = [
  ["dicom-vpn", "cloud-gateway", "hl7v2-orm", "hl7v2-oru", "portal-pdf"],
  ["cloud-gateway", "dicomweb", "fhir-servicerequest", "fhir-diagnosticreport", "portal-pdf"],
  ["dicom-vpn", "hl7v2-orm", "hl7v2-oru"],
  ["cloud-gateway", "portal-pdf"],
  [...INTEROP_CAPABILITIES],
];

export function demoProviders(r: Rng, countries: string[]): ProviderSeed[] {
  return DEMO.map(([name, hq, langs, tz], i) => {
    const p = provider(r, name, hq, langs, tz, countries);
    p.interopCapabilities = CAPABILITY_SETS[i % CAPABILITY_SETS.length]!;
    p.verified = i % 3 !== 2;
    p.pinned = [0, 3, 5, 26].includes(i);
    return p;
  });
}
