import type { RequestRecord } from "@/shared/policy/requests";
import { countryName } from "@/shared/reference/countries";
import { IMAGE_TRANSFERS, ORDER_FEEDS, REPORT_DELIVERIES } from "@/shared/reference/interoperability";
import { TURNAROUND_VALUES } from "@/shared/reference/turnaround";
import type { Rng } from "./random";

/** A built-in request: a stored request before it has an id, an owner or applications; every text field filled. */
export type TenderSeed = Omit<RequestRecord, "id" | "responseCount" | "hospitalId" | "organisationId" | "updatedAt" | "tatRequirement" | "contactEmail" | "websiteUrl" | "licenceRequired" | "publishOpenData"> & {
  tatRequirement: string;
  contactEmail: string;
  websiteUrl: string;
};

const HOSPITALS: [string, string, string][] = [
  ["St. Mary's Regional Medical Center", "US", "USD"],
  ["Lakeside Community Hospital", "US", "USD"],
  ["Royal Victoria Infirmary", "GB", "GBP"],
  ["Klinikum Nordstadt", "DE", "EUR"],
  ["Hôpital Saint-Louis", "FR", "EUR"],
  ["Hospital Universitario La Paz", "ES", "EUR"],
  ["Ospedale San Raffaele", "IT", "EUR"],
  ["Toronto Western Hospital", "CA", "CAD"],
  ["Karolinska Satellite Clinic", "SE", "SEK"],
  ["Universitätsspital Basel", "CH", "CHF"],
  ["Royal North Shore Hospital", "AU", "AUD"],
  ["Apollo Speciality Hospital", "IN", "USD"],
  ["Mount Elizabeth Novena", "SG", "USD"],
  ["Hospital Italiano de Buenos Aires", "AR", "USD"],
  ["Cleveland Clinic Abu Dhabi", "AE", "USD"],
  ["Groote Schuur Hospital", "ZA", "USD"],
  ["Oslo Universitetssykehus", "NO", "EUR"],
  ["Mater Misericordiae Hospital", "IE", "EUR"],
];

const SCOPES: { title: string; modalities: string[]; text: string }[] = [
  { title: "Overnight CT coverage", modalities: ["CT", "X-ray"], text: "We need preliminary and final reads for emergency CT and plain films between 22:00 and 07:00, seven nights a week." },
  { title: "MRI backlog reduction", modalities: ["MRI"], text: "Our outpatient MRI backlog has grown to six weeks. We are looking for a partner to report musculoskeletal and neuro MRI for the next six months." },
  { title: "Weekend emergency reads", modalities: ["CT", "X-ray", "Ultrasound"], text: "Weekend cover for the emergency department, including trauma CT and FAST ultrasound review, with phone escalation of critical findings." },
  { title: "Breast screening second reads", modalities: ["Mammography", "Ultrasound"], text: "Independent second reading of screening mammograms for our regional programme, with recall recommendations in our template." },
  { title: "Stroke protocol teleradiology", modalities: ["CT", "MRI"], text: "Round-the-clock reporting of stroke protocol CT and CT angiography with a 30-minute turnaround and direct calls to the stroke team." },
  { title: "Oncology follow-up imaging", modalities: ["CT", "PET", "MRI"], text: "Structured RECIST reporting for oncology follow-up CT and PET-CT, with comparison to prior studies in our PACS." },
  { title: "Pediatric X-ray reporting", modalities: ["X-ray", "Ultrasound"], text: "Daytime reporting of pediatric plain films and ultrasound from our children's wing by fellowship-trained pediatric radiologists." },
  { title: "Nuclear medicine reads", modalities: ["PET", "SPECT"], text: "We are starting a PET-CT service and need experienced nuclear medicine physicians for reporting until our own team is in place." },
  { title: "Cardiac CT and MRI reporting", modalities: ["CT", "MRI"], text: "Reporting of coronary CT angiography and cardiac MRI with calcium scoring and functional analysis." },
  { title: "General radiology outsourcing", modalities: ["X-ray", "CT", "MRI", "Ultrasound"], text: "A long-term partner for a share of our general radiology volume, across all major modalities, with monthly quality reviews." },
];

const REQUIREMENTS = ["HL7/DICOM integration", "Local language reports", "Licensed in country", "Double reading", "Critical findings call-back", "Quarterly audits"];

/** Integration notes as hospitals write them (issue 35); cycled through the requests, every fourth has none. */
const INTEROP_NOTES = [
  "PACS: Sectra IDS7; RIS: Cerner RadNet. Site-to-site IPsec VPN from our data centre.",
  "Agfa Enterprise Imaging with an on-site DICOM router; prior studies must be queryable.",
  "Philips IntelliSpace PACS; reports must arrive as structured text in our RIS within the turnaround.",
  null,
];

/** The i-th request's interoperability needs, without drawing from the seed's random sequence; every fifth states none. */
function interopOf(i: number) {
  if (i % 5 === 4) return { imageTransfer: null, orderFeed: null, reportDelivery: null, interopNotes: null };
  return {
    imageTransfer: IMAGE_TRANSFERS[i % IMAGE_TRANSFERS.length]!,
    orderFeed: ORDER_FEEDS[(i + 1) % ORDER_FEEDS.length]!,
    reportDelivery: REPORT_DELIVERIES[(i * 2) % REPORT_DELIVERIES.length]!,
    interopNotes: INTEROP_NOTES[i % INTEROP_NOTES.length]!,
  };
}

const WEIGHTS: [number, number, number][] = [
  [40, 30, 30],
  [50, 25, 25],
  [60, 20, 20],
  [30, 40, 30],
];

/** The first modality takes the largest share: 1/2, then 1/4, ...; the last takes the rest. */
export function splitVolume(volume: number, modalities: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  let left = volume;
  modalities.forEach((m, i) => {
    const share = i === modalities.length - 1 ? left : Math.round(left / 2 / 50) * 50;
    if (share > 0) out[m] = share;
    left -= share;
  });
  return out;
}

export function demoTenders(r: Rng, count: number): TenderSeed[] {
  const day = 24 * 60 * 60 * 1000;
  return Array.from({ length: count }, (_, i) => {
    const [facility, country, currency] = HOSPITALS[i % HOSPITALS.length]!;
    const scope = SCOPES[(i * 7) % SCOPES.length]!;
    const volume = r.pick([350, 800, 1200, 1500, 2500, 4000, 6500, 12000]);
    const hasBudget = r.chance(0.75);
    const min = r.pick([8, 12, 15, 20, 25, 35]);
    const posted = new Date(Date.now() - r.int(1, 60) * day - r.int(0, 23) * 3600_000);
    const closed = i % 9 === 8;
    const [weightPrice, weightTurnaround, weightQuality] = WEIGHTS[i % WEIGHTS.length]!;
    return {
      // Titles and descriptions never name the hospital: telerad users must not learn it from them.
      title: `${scope.title}${i >= SCOPES.length ? ` – ${countryName(country)}` : ""}`,
      facility,
      country,
      description: `${r.pick(["A university hospital", "A regional hospital", "A private hospital group", "A community hospital"])} in ${countryName(country)} (${volume.toLocaleString("en-US")} studies a month) is looking for a teleradiology partner. ${scope.text}`,
      modalities: scope.modalities,
      requirements: r.some(REQUIREMENTS, 1, 3),
      volumesPerMonth: volume,
      // Two requests in three break their volume down by modality; the total is then the parts' sum.
      volumesByModality: i % 3 === 2 ? {} : splitVolume(volume, scope.modalities),
      weightPrice,
      weightTurnaround,
      weightQuality,
      tatRequirement: r.pick(TURNAROUND_VALUES),
      budgetMin: hasBudget ? min : null,
      budgetMax: hasBudget ? min + r.pick([5, 10, 15, 25]) : null,
      budgetCurrency: currency,
      deadline: new Date(posted.getTime() + r.int(30, 200) * day),
      postedDate: posted,
      createdAt: posted,
      status: closed ? "CLOSED" : "OPEN",
      contactEmail: `radiology@${facility.toLowerCase().replace(/[^a-z]+/g, "")}.example`,
      websiteUrl: `https://www.${facility.toLowerCase().replace(/[^a-z]+/g, "")}.example`,
      ...interopOf(i),
    };
  });
}
