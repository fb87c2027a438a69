
export interface Language {
  code: string;
  name: string;
  /** Country whose flag represents the language. */
  flagCountry: string;
}

export const LANGUAGES: Language[] = [
  { code: "en", name: "English", flagCountry: "GB" },
  { code: "de", name: "German", flagCountry: "DE" },
  { code: "fr", name: "French", flagCountry: "FR" },
  { code: "es", name: "Spanish", flagCountry: "ES" },
  { code: "it", name: "Italian", flagCountry: "IT" },
  { code: "pt", name: "Portuguese", flagCountry: "PT" },
  { code: "ru", name: "Russian", flagCountry: "RU" },
  { code: "zh", name: "Chinese", flagCountry: "CN" },
  { code: "ja", name: "Japanese", flagCountry: "JP" },
  { code: "ko", name: "Korean", flagCountry: "KR" },
  { code: "hi", name: "Hindi", flagCountry: "IN" },
  { code: "ar", name: "Arabic", flagCountry: "SA" },
  { code: "nl", name: "Dutch", flagCountry: "NL" },
  { code: "sv", name: "Swedish", flagCountry: "SE" },
  { code: "no", name: "Norwegian", flagCountry: "NO" },
  { code: "da", name: "Danish", flagCountry: "DK" },
  { code: "fi", name: "Finnish", flagCountry: "FI" },
  { code: "pl", name: "Polish", flagCountry: "PL" },
  { code: "cs", name: "Czech", flagCountry: "CZ" },
  { code: "tr", name: "Turkish", flagCountry: "TR" },
  { code: "th", name: "Thai", flagCountry: "TH" },
  { code: "vi", name: "Vietnamese", flagCountry: "VN" },
];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [string, ...string[]];

export function toLanguageCode(input: string): string | undefined {
  const value = input.trim().toLowerCase();
  return LANGUAGES.find((l) => l.code === value || l.name.toLowerCase() === value)?.code;
}

export function languageName(code: string): string {
  return LANGUAGES.find((l) => l.code === code)?.name ?? code;
}

/** The country whose flag stands for the language, if any. */
export function languageFlagCountry(code: string): string | undefined {
  return LANGUAGES.find((l) => l.code === code)?.flagCountry;
}
