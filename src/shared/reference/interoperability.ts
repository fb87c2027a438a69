/**
 * How images, orders and reports travel between a hospital and a provider (issue 35). A request names one need of
 * each kind; a provider lists every way it works. The codes are stored; the labels are what pages show.
 */
export const INTEROP_TERMS = {
  imageTransfer: {
    label: "Image transfer",
    options: { "dicom-vpn": "DICOM C-STORE over VPN", dicomweb: "DICOMweb STOW-RS", "cloud-gateway": "Provider cloud gateway" },
  },
  orderFeed: {
    label: "Order feed",
    options: { "hl7v2-orm": "HL7 v2 ORM", "fhir-servicerequest": "FHIR ServiceRequest", none: "None" },
  },
  reportDelivery: {
    label: "Report delivery",
    options: { "hl7v2-oru": "HL7 v2 ORU", "fhir-diagnosticreport": "FHIR DiagnosticReport", "portal-pdf": "Portal / PDF" },
  },
} as const;

export type InteropTerm = keyof typeof INTEROP_TERMS;
export const INTEROP_TERM_NAMES = Object.keys(INTEROP_TERMS) as InteropTerm[];

export const IMAGE_TRANSFERS = ["dicom-vpn", "dicomweb", "cloud-gateway"] as const;
export const ORDER_FEEDS = ["hl7v2-orm", "fhir-servicerequest", "none"] as const;
export const REPORT_DELIVERIES = ["hl7v2-oru", "fhir-diagnosticreport", "portal-pdf"] as const;

/** The need that every provider meets: no order feed. */
export const NO_NEED = "none";

/** What a provider can list: every option but "none". */
export const INTEROP_CAPABILITIES = [...IMAGE_TRANSFERS, ...ORDER_FEEDS.filter((o) => o !== NO_NEED), ...REPORT_DELIVERIES] as const;
export type InteropCapability = (typeof INTEROP_CAPABILITIES)[number];

const LABELS: Record<string, string> = Object.assign({}, ...INTEROP_TERM_NAMES.map((t) => INTEROP_TERMS[t].options));

/** The label of a code ("dicomweb" → "DICOMweb STOW-RS"); an unknown code is shown as it is. */
export const interopLabel = (code: string): string => LABELS[code] ?? code;

/** The capability groups of the provider form and the directory filter, in the terms' order. */
export const CAPABILITY_GROUPS = INTEROP_TERM_NAMES.map((term) => ({
  term,
  label: INTEROP_TERMS[term].label,
  capabilities: (Object.keys(INTEROP_TERMS[term].options) as string[]).filter((c) => c !== NO_NEED) as InteropCapability[],
}));
