import { z } from "zod";
import { OWNER_PROVIDER_FIELDS } from "../policy/provider-fields";
import { providerFields } from "./provider-fields";

const ownerFields = Object.fromEntries(OWNER_PROVIDER_FIELDS.map((field) => [field, true])) as { [K in (typeof OWNER_PROVIDER_FIELDS)[number]]: true };

/**
 * PATCH /api/provider/me (PRODUCT.md #15): the admin's provider form fields and rules, limited to
 * the fields shared/policy lets the provider's own users edit. Only supplied fields change; a new
 * name gives a new slug.
 */
export const MyProviderUpdate = z.object(providerFields).pick(ownerFields).partial().strict();
export type MyProviderUpdate = z.input<typeof MyProviderUpdate>;
