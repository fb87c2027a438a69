import { describe, expect, it } from "vitest";
import { ProviderCreateSchema } from "@/shared/contracts/provider-fields";
import { MyProviderUpdate } from "@/shared/contracts/my-provider";
import { ADMIN_ONLY_PROVIDER_FIELDS } from "@/shared/policy/provider-fields";
import { bodyOf, EMPTY_CASE_STUDY, formSchemaOf, formValuesOf } from "./provider-form-values";

const values = { ...formValuesOf(null), name: "Scan Co", hqCountry: "DE", rating: "4.5", medianTATMinutes: "", subspecialties: "Neuro, , Cardiac" };

describe("the provider form's body", () => {
  it("sends the provider's own users only the fields they may edit", () => {
    const body = bodyOf({ ...values, verified: true, regenerateSlug: true, slug: "scan-co" }, "telerad");
    for (const field of ADMIN_ONLY_PROVIDER_FIELDS) expect(body, field).not.toHaveProperty(field);
    expect(MyProviderUpdate.safeParse(body).success).toBe(true);
  });

  it("turns the typed text into numbers and lists, and sends the slug only to regenerate it", () => {
    const body = bodyOf(values, "admin");
    expect(body).toMatchObject({ rating: 4.5, reviewCount: 0, medianTATMinutes: "", subspecialties: ["Neuro", "Cardiac"], verified: false });
    expect(body).not.toHaveProperty("slug");
    expect(bodyOf({ ...values, regenerateSlug: true, slug: "scan-co" }, "admin")).toHaveProperty("slug", "scan-co");
  });

  it("reports the contract's messages under the form's own field names", () => {
    const study = { ...EMPTY_CASE_STUDY, description: "d", outcome: "o" };
    const result = formSchemaOf(ProviderCreateSchema, "admin").safeParse({ ...values, websiteUrl: "not a url", caseStudies: [study] });
    const issues = result.error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toContainEqual(["websiteUrl", "Website URL must be a valid URL starting with http:// or https://"]);
    expect(issues).toContainEqual(["caseStudies.0.title", "Case study title is required"]);
  });
});
