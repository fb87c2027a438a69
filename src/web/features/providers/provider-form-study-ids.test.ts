import { describe, expect, it } from "vitest";
import { MyProviderUpdate } from "@/shared/contracts/my-provider";
import type { Provider } from "@/shared/contracts/providers";
import { bodyOf, EMPTY_CASE_STUDY, formValuesOf } from "./provider-form-values";

/** Issue 34: the server keeps a case study's id when the form sends it back, so the form must send it. */
const study = (id: string, title: string) => ({ id, title, description: `${title} d`, outcome: `${title} o` });

describe("case study ids in the provider form", () => {
  it("sends each loaded study back with its id, and a study added in the form without one", () => {
    const lists = { regionsServed: [], modalities: [], priceModels: [], languages: [], subspecialties: [], certifications: [], timezones: [], specializations: [] };
    const provider = { ...lists, name: "Scan Co", hqCountry: "DE", description: "", caseStudies: [study("cs-a", "A"), study("cs-b", "B")] };
    const values = formValuesOf(provider as unknown as Provider);
    const [, kept] = values.caseStudies;
    const edited = { ...values, caseStudies: [kept!, { ...EMPTY_CASE_STUDY, title: "C", description: "C d", outcome: "C o" }] };
    const body = MyProviderUpdate.parse(bodyOf(edited, "telerad"));
    expect(body.caseStudies?.map((s) => s.id)).toEqual(["cs-b", undefined]);
  });
});
