export interface ModalityGroup {
  label: string;
  modalities: string[];
}

/** Groups shown in the directory's modality filter. */
export const MODALITY_GROUPS: ModalityGroup[] = [
  { label: "Core Modalities", modalities: ["X-ray", "CT", "MRI", "Ultrasound"] },
  { label: "Breast Imaging", modalities: ["Mammography", "Breast MRI"] },
  { label: "Nuclear Medicine", modalities: ["PET", "SPECT"] },
  { label: "Cardiac & Vascular", modalities: ["Cardiac CT / MRI", "Echocardiography", "Vascular Ultrasound / Doppler"] },
  {
    label: "Specialized Imaging",
    modalities: ["Interventional Radiology Reporting", "Neuroimaging", "Musculoskeletal Imaging", "Dental", "DEXA"],
  },
  { label: "Other", modalities: ["Fluoroscopy", "Veterinary Imaging"] },
];

export const ALL_MODALITIES = MODALITY_GROUPS.flatMap((g) => g.modalities);

/** The modality checkboxes of the create-request wizard. */
export const WIZARD_MODALITIES = ["X-ray", "CT", "MRI", "Ultrasound", "Mammography", "PET", "SPECT"] as const;

export const PRICE_MODELS = ["per-study", "monthly-retainer", "per-hour", "volume-tiered", "subscription"] as const;
