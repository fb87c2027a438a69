import { describe, expect, it } from "vitest";
import { ProviderUpdateSchema } from "../contracts/provider-fields";
import { MyProviderUpdate } from "../contracts/my-provider";
import { ADMIN_ONLY_PROVIDER_FIELDS, EDITABLE_PROVIDER_FIELDS, mayEditProviderField, OWNER_PROVIDER_FIELDS } from "./provider-fields";

describe("provider fields by editor", () => {
  it("lets an admin edit every field the admin update accepts", () => {
    expect([...EDITABLE_PROVIDER_FIELDS.admin].sort()).toEqual(Object.keys(ProviderUpdateSchema.shape).sort());
  });

  it("lets the provider's own users edit exactly what PATCH /api/provider/me accepts", () => {
    expect([...EDITABLE_PROVIDER_FIELDS.telerad].sort()).toEqual(Object.keys(MyProviderUpdate.shape).sort());
    expect(OWNER_PROVIDER_FIELDS.filter((f) => (ADMIN_ONLY_PROVIDER_FIELDS as readonly string[]).includes(f))).toEqual([]);
  });

  it("keeps verification, pinning, the slug and the rating figures to admins", () => {
    for (const field of ADMIN_ONLY_PROVIDER_FIELDS) {
      expect(mayEditProviderField("admin", field), field).toBe(true);
      expect(mayEditProviderField("telerad", field), field).toBe(false);
    }
    expect(mayEditProviderField("telerad", "caseStudies")).toBe(true);
  });
});
