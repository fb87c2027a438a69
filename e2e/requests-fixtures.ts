import { type APIRequestContext, expect, request } from "@playwright/test";
import { DEMO_PASSWORD, passTwoFactor, uniqueEmail, waitForMail } from "./support";

export interface CreatedRequest {
  id: string;
  tag: string;
  title: string;
  facility: string;
  contactEmail: string;
  websiteUrl: string;
}

/** An API client signed in as a demo account (better-auth wants an Origin header). */
export async function apiAs(baseURL: string, email: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post("/api/auth/sign-in/email", { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await passTwoFactor(api, res);
  return api;
}

/** Creates an open request owned by hospital@demo.test, with a facility name and e-mail found nowhere else. */
export async function createOwnRequest(baseURL: string, overrides: Record<string, unknown> = {}): Promise<CreatedRequest> {
  const tag = `rq${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const body = {
    title: `Teleradiology cover ${tag}`,
    facility: `Zebrafield Clinic ${tag}`,
    country: "US",
    description: `Daytime reporting of plain films and CT, request ${tag}.`,
    modalities: ["CT", "MRI", "X-ray", "Ultrasound"],
    volumesPerMonth: 3200,
    tatRequirement: "4-12h",
    budgetMin: 2000,
    budgetMax: 8000,
    budgetCurrency: "USD",
    contactEmail: `imaging-${tag}@zebrafield.example`,
    websiteUrl: `https://zebrafield-${tag}.example`,
    ...overrides,
  };
  const api = await apiAs(baseURL, "hospital@demo.test");
  const res = await api.post("/api/requests", { data: body });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as { id: string };
  await api.dispose();
  return { id: created.id, tag, title: body.title, facility: body.facility, contactEmail: body.contactEmail, websiteUrl: body.websiteUrl };
}

/** Deletes a request created by createOwnRequest. */
export async function deleteOwnRequest(baseURL: string, id: string) {
  const api = await apiAs(baseURL, "hospital@demo.test");
  await api.delete(`/api/requests/${id}`);
  await api.dispose();
}

/** A new account, signed up and confirmed through its mail, signed in on the API client it returns. */
async function newConfirmedUser(baseURL: string, prefix: string, name: string) {
  const email = uniqueEmail(prefix);
  const password = "e2e-strong-password";
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect((await api.post("/api/auth/sign-up/email", { data: { name, email, password, callbackURL: "/" } })).ok()).toBeTruthy();
  const mail = await waitForMail(email, /Confirm/);
  await api.get(mail.links.find((l) => l.includes("verify-email"))!);
  expect((await api.post("/api/auth/sign-in/email", { data: { email, password } })).ok()).toBeTruthy();
  const me = (await (await api.get("/api/me")).json()) as { user: { id: string } };
  return { email, password, api, userId: me.user.id };
}

/** A new confirmed hospital user (the admin gives the role), signed in on `api`. */
export async function newHospitalUser(baseURL: string) {
  const user = await newConfirmedUser(baseURL, "hospital-e2e", "Hana Hospital");
  const admin = await apiAs(baseURL, "admin@demo.test");
  const res = await admin.patch(`/api/admin/profiles/${user.userId}/role`, { data: { role: "hospital" } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await admin.dispose();
  return user;
}

/** A new confirmed telerad user whom the admin links to the n-th provider in name order (1-based). */
export async function newTeleradUser(baseURL: string, index: number) {
  const api = await request.newContext({ baseURL });
  const providers = (await (await api.get(`/api/providers?sort=name&pageSize=1&page=${index}`)).json()) as { data: { id: string; name: string; slug: string }[] };
  await api.dispose();
  return newTeleradUserOf(baseURL, providers.data[0]!);
}

/** A new confirmed telerad user whom the admin links to `provider`. */
export async function newTeleradUserOf<P extends { id: string }>(baseURL: string, provider: P) {
  const { email, password, api, userId } = await newConfirmedUser(baseURL, "telerad-e2e", "Eve Applicant");
  const admin = await apiAs(baseURL, "admin@demo.test");
  const res = await admin.patch(`/api/admin/profiles/${userId}/role`, { data: { role: "telerad", providerId: provider.id } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await admin.dispose();
  return { email, password, provider, api };
}
