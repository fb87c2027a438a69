import { CERTIFICATIONS as DEMO_CERTIFICATIONS, FOCUS as DEMO_FOCUS, SUBSPECIALTIES as DEMO_SUBSPECIALTIES } from "./providers-data";

/**
 * Words the synthetic data is made of. The benchmark searches with the same words (and some that appear
 * nowhere), so a text search finds many rows, a few, or none, as real searches do.
 */

/** Cities per country, and the languages spoken there (English is added to most providers apart). */
export const PLACES: Record<string, { cities: string[]; languages: string[] }> = {
  US: { cities: ["Boston", "Chicago", "Denver", "Houston", "Phoenix", "Seattle", "Atlanta", "Nashville"], languages: ["en", "es"] },
  CA: { cities: ["Toronto", "Montreal", "Vancouver", "Calgary", "Halifax"], languages: ["en", "fr"] },
  GB: { cities: ["London", "Manchester", "Leeds", "Bristol", "Glasgow", "Cardiff"], languages: ["en"] },
  DE: { cities: ["Berlin", "Hamburg", "Munich", "Cologne", "Leipzig", "Freiburg"], languages: ["de"] },
  FR: { cities: ["Paris", "Lyon", "Marseille", "Toulouse", "Lille", "Bordeaux"], languages: ["fr"] },
  ES: { cities: ["Madrid", "Barcelona", "Valencia", "Seville", "Bilbao"], languages: ["es"] },
  IT: { cities: ["Milan", "Rome", "Turin", "Bologna", "Naples", "Florence"], languages: ["it"] },
  NL: { cities: ["Amsterdam", "Rotterdam", "Utrecht", "Eindhoven"], languages: ["nl"] },
  BE: { cities: ["Brussels", "Antwerp", "Ghent", "Liege"], languages: ["nl", "fr"] },
  CH: { cities: ["Zurich", "Geneva", "Basel", "Bern", "Lausanne"], languages: ["de", "fr", "it"] },
  AT: { cities: ["Vienna", "Graz", "Salzburg", "Innsbruck"], languages: ["de"] },
  SE: { cities: ["Stockholm", "Gothenburg", "Malmo", "Uppsala"], languages: ["sv"] },
  NO: { cities: ["Oslo", "Bergen", "Trondheim", "Tromso"], languages: ["no"] },
  DK: { cities: ["Copenhagen", "Aarhus", "Odense"], languages: ["da"] },
  FI: { cities: ["Helsinki", "Tampere", "Turku", "Oulu"], languages: ["fi", "sv"] },
  PL: { cities: ["Warsaw", "Krakow", "Gdansk", "Wroclaw", "Poznan"], languages: ["pl"] },
  CZ: { cities: ["Prague", "Brno", "Ostrava"], languages: ["cs"] },
  HU: { cities: ["Budapest", "Debrecen", "Szeged"], languages: ["en"] },
  GR: { cities: ["Athens", "Thessaloniki", "Patras"], languages: ["en"] },
  PT: { cities: ["Lisbon", "Porto", "Coimbra", "Braga"], languages: ["pt"] },
  IE: { cities: ["Dublin", "Cork", "Galway", "Limerick"], languages: ["en"] },
  AU: { cities: ["Sydney", "Melbourne", "Brisbane", "Perth", "Adelaide"], languages: ["en"] },
  NZ: { cities: ["Auckland", "Wellington", "Christchurch"], languages: ["en"] },
  JP: { cities: ["Tokyo", "Osaka", "Nagoya", "Sapporo", "Fukuoka"], languages: ["ja"] },
  KR: { cities: ["Seoul", "Busan", "Incheon", "Daegu"], languages: ["ko"] },
  CN: { cities: ["Shanghai", "Beijing", "Shenzhen", "Chengdu", "Hangzhou"], languages: ["zh"] },
  IN: { cities: ["Mumbai", "Bangalore", "Chennai", "Hyderabad", "Pune", "Delhi", "Kolkata"], languages: ["hi", "en"] },
  SG: { cities: ["Singapore"], languages: ["en", "zh"] },
  HK: { cities: ["Hong Kong", "Kowloon"], languages: ["zh", "en"] },
  TH: { cities: ["Bangkok", "Chiang Mai", "Phuket"], languages: ["th"] },
  MY: { cities: ["Kuala Lumpur", "Penang", "Johor Bahru"], languages: ["en"] },
  ID: { cities: ["Jakarta", "Surabaya", "Bandung"], languages: ["en"] },
  PH: { cities: ["Manila", "Cebu", "Davao"], languages: ["en"] },
  VN: { cities: ["Hanoi", "Ho Chi Minh City", "Da Nang"], languages: ["vi"] },
  BR: { cities: ["Sao Paulo", "Rio de Janeiro", "Curitiba", "Recife", "Porto Alegre"], languages: ["pt"] },
  MX: { cities: ["Mexico City", "Guadalajara", "Monterrey", "Puebla"], languages: ["es"] },
  AR: { cities: ["Buenos Aires", "Cordoba", "Rosario", "Mendoza"], languages: ["es"] },
  CL: { cities: ["Santiago", "Valparaiso", "Concepcion"], languages: ["es"] },
  CO: { cities: ["Bogota", "Medellin", "Cali"], languages: ["es"] },
  PE: { cities: ["Lima", "Arequipa", "Cusco"], languages: ["es"] },
  ZA: { cities: ["Cape Town", "Johannesburg", "Durban", "Pretoria"], languages: ["en"] },
  EG: { cities: ["Cairo", "Alexandria", "Giza"], languages: ["ar"] },
  NG: { cities: ["Lagos", "Abuja", "Ibadan"], languages: ["en"] },
  KE: { cities: ["Nairobi", "Mombasa", "Kisumu"], languages: ["en"] },
  MA: { cities: ["Casablanca", "Rabat", "Marrakesh"], languages: ["ar", "fr"] },
  IL: { cities: ["Tel Aviv", "Haifa", "Jerusalem"], languages: ["en", "ar", "ru"] },
  AE: { cities: ["Dubai", "Abu Dhabi", "Sharjah"], languages: ["ar", "en"] },
  SA: { cities: ["Riyadh", "Jeddah", "Dammam"], languages: ["ar"] },
  TR: { cities: ["Istanbul", "Ankara", "Izmir", "Antalya"], languages: ["tr"] },
  RU: { cities: ["Moscow", "Saint Petersburg", "Kazan", "Novosibirsk"], languages: ["ru"] },
  UA: { cities: ["Kyiv", "Lviv", "Odesa", "Kharkiv"], languages: ["ru"] },
};

/** Where most of the traffic comes from: half of the rows are in these countries, the rest anywhere. */
export const BUSY_COUNTRIES = ["US", "GB", "DE", "IN", "FR", "CA", "AU", "ES", "IT", "NL"];

export const NAME_PREFIXES = [
  "Apex", "Beacon", "Cedar", "Summit", "Harbor", "Meridian", "Aurora", "Northstar", "Clearview", "Bluewater",
  "Evergreen", "Keystone", "Lighthouse", "Pinnacle", "Sentinel", "Horizon", "Crescent", "Granite", "Silverline", "Vanguard",
  "Nightwatch", "Lumen", "Orion", "Polaris", "Redwood", "Riverbend", "Skyline", "Trinity", "Unity", "Vista",
];
export const NAME_KINDS = [
  "Radiology", "Imaging", "Teleradiology", "Diagnostics", "Radiology Partners", "Imaging Network", "Radiologists",
  "Imaging Group", "Diagnostic Imaging", "Reporting Services", "Telemedicine", "Remote Reads",
];
/** Specialty words that appear in names and descriptions. */
export const SPECIALTY_WORDS = ["Neuro", "Cardiac", "Pediatric", "MSK", "Oncology", "Breast", "Emergency", "Stroke", "Thoracic", "Trauma"];

/** The demo's lists (whose order the demo's draws depend on), and a few more for variety. */
export const SUBSPECIALTIES = [...DEMO_SUBSPECIALTIES, "Head and neck", "Abdominal", "Vascular", "Nuclear medicine"];
export const CERTIFICATIONS = [...DEMO_CERTIFICATIONS, "ISO 9001"];
export const PROVIDER_FOCUS = [
  ...DEMO_FOCUS,
  "weekend and holiday cover for small radiology departments",
  "PET-CT and nuclear medicine reporting",
  "musculoskeletal MRI for orthopaedic and sports clinics",
  "teleradiology for rural and remote hospitals",
];
export const TIMEZONES = ["Europe/London", "Europe/Berlin", "America/New_York", "America/Chicago", "Asia/Kolkata", "Asia/Singapore", "Australia/Sydney"];

export const FACILITY_KINDS = [
  "University Hospital", "General Hospital", "Regional Medical Center", "Community Hospital", "Children's Hospital",
  "Cancer Centre", "Heart Institute", "Imaging Centre", "Orthopaedic Clinic", "District Hospital",
];
export const FACILITY_PREFIXES = ["St. Mary's", "St. Luke's", "Royal", "Mercy", "Sacred Heart", "Memorial", "Saint Joseph", "Good Samaritan", "Providence", "Queen Elizabeth"];

export const REQUEST_SCOPES: { title: string; modalities: string[]; text: string }[] = [
  { title: "Overnight CT coverage", modalities: ["CT", "X-ray"], text: "We need preliminary and final reads for emergency CT and plain films between 22:00 and 07:00." },
  { title: "MRI backlog reduction", modalities: ["MRI"], text: "Our outpatient MRI backlog has grown to six weeks; we need musculoskeletal and neuro MRI reported." },
  { title: "Weekend emergency reads", modalities: ["CT", "X-ray", "Ultrasound"], text: "Weekend cover for the emergency department, including trauma CT and FAST ultrasound review." },
  { title: "Breast screening second reads", modalities: ["Mammography", "Ultrasound"], text: "Independent second reading of screening mammograms with recall recommendations." },
  { title: "Stroke protocol teleradiology", modalities: ["CT", "MRI"], text: "Round-the-clock reporting of stroke protocol CT and CT angiography with direct calls to the stroke team." },
  { title: "Oncology follow-up imaging", modalities: ["CT", "PET", "MRI"], text: "Structured RECIST reporting for oncology follow-up CT and PET-CT, compared with prior studies." },
  { title: "Pediatric X-ray reporting", modalities: ["X-ray", "Ultrasound"], text: "Daytime reporting of pediatric plain films and ultrasound by fellowship-trained pediatric radiologists." },
  { title: "Nuclear medicine reads", modalities: ["PET", "SPECT"], text: "Experienced nuclear medicine physicians for PET-CT and SPECT reporting until our own team is in place." },
  { title: "Cardiac CT and MRI reporting", modalities: ["Cardiac CT / MRI", "CT", "MRI"], text: "Coronary CT angiography and cardiac MRI with calcium scoring and functional analysis." },
  { title: "General radiology outsourcing", modalities: ["X-ray", "CT", "MRI", "Ultrasound"], text: "A long-term partner for a share of our general radiology volume across all major modalities." },
  { title: "Musculoskeletal MRI reporting", modalities: ["MRI", "Musculoskeletal Imaging"], text: "Knee, shoulder and spine MRI for our orthopaedic clinics with next-day reports." },
  { title: "Neuroradiology second opinions", modalities: ["MRI", "Neuroimaging"], text: "Second opinions on complex brain and spine MRI for our neurology department." },
  { title: "Trauma CT night cover", modalities: ["CT"], text: "Whole-body trauma CT reported within 30 minutes at night for our level II trauma centre." },
  { title: "DEXA and fluoroscopy reads", modalities: ["DEXA", "Fluoroscopy"], text: "Routine bone density and fluoroscopy studies reported within 48 hours." },
  { title: "Vascular ultrasound reporting", modalities: ["Vascular Ultrasound / Doppler", "Ultrasound"], text: "Carotid and venous Doppler studies reported by vascular specialists." },
  { title: "Echocardiography overflow", modalities: ["Echocardiography"], text: "Overflow reporting of transthoracic echocardiograms during our cardiologists' leave." },
  { title: "Holiday season cover", modalities: ["X-ray", "CT", "Ultrasound"], text: "Cover for our whole department over the holiday season, days and nights." },
  { title: "Interventional pre-procedure reviews", modalities: ["Interventional Radiology Reporting", "CT"], text: "Pre-procedure CT reviews and post-procedure reports for our interventional suite." },
];
export const REQUIREMENTS = [
  "HL7/DICOM integration", "Local language reports", "Licensed in country", "Double reading", "Critical findings call-back",
  "Quarterly audits", "Subspecialty readers", "Reports in our template", "24/7 hotline", "Peer review programme",
];
export const HOSPITAL_KINDS = ["A university hospital", "A regional hospital", "A private hospital group", "A community hospital", "A children's hospital", "A cancer centre"];

export const FIRST_NAMES = ["Anna", "Ben", "Chloe", "David", "Elena", "Farid", "Grace", "Hiro", "Ines", "Jonas", "Kavya", "Lars", "Maria", "Noah", "Olga", "Pablo", "Quinn", "Rosa", "Sven", "Tariq"];
export const LAST_NAMES = ["Andersen", "Brown", "Costa", "Dubois", "Eriksson", "Fischer", "Garcia", "Huang", "Iyer", "Jansen", "Kowalski", "Lopez", "Muller", "Nakamura", "Okafor", "Patel", "Rossi", "Smith", "Tanaka", "Weber"];
