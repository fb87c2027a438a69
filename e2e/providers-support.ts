import { expect, type Page } from "@playwright/test";

/** What the provider directory specs share: API reads of the demo providers and the page's landmarks. */

export interface ProviderLite {
  id: string;
  slug: string;
  name: string;
  hqCountry: string;
  verified: boolean;
  websiteUrl: string | null;
  linkedinUrl: string | null;
  priceModels: string[];
}
export interface PageOf<T> {
  data: T[];
  total: number;
}

export async function api<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), `${path} -> ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** Every demo provider's full profile (lists return summaries; the profile endpoint has everything). */
export async function profiles<T = ProviderLite>(page: Page): Promise<T[]> {
  const list = await api<PageOf<{ slug: string }>>(page, "/api/providers?pageSize=100");
  return Promise.all(list.data.map((p) => api<T>(page, `/api/providers/${p.slug}`)));
}

export const cards = (page: Page) => page.getByTestId("provider-card");
export const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
export const countText = (page: Page) => page.getByTestId("provider-count");

export async function openMultiSelect(page: Page, label: "Languages" | "Modalities") {
  await page.getByRole("complementary", { name: "Filters" }).getByRole("button", { name: label }).click();
}
