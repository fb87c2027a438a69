import { afterAll, beforeAll, expect, it } from "vitest";
import { startMailCatcher } from "../support/mail-catcher";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

let t: TestApp;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${catcher.port}` }, { ownDatabase: true });
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

it("delivers the new-application and shortlist notifications through a real SMTP peer", async () => {
  const hospital = await make.signedInAs(t, "hospital");
  const provider = await make.provider(t);
  const telerad = await make.signedInAs(t, "telerad", provider.id);
  const tender = await make.request(t, { hospitalId: hospital.userId });
  const res = await t.request("POST", `/api/requests/${tender.id}/applications`, { body: { pricePerCt: 42 }, cookie: telerad.cookie });
  expect(res.status).toBe(201);
  const { id } = await res.json();
  expect((await t.request("PATCH", `/api/applications/${id}`, { body: { status: "SHORTLISTED" }, cookie: hospital.cookie })).status).toBe(200);
  const deadline = Date.now() + 15_000;
  const find = (to: string, subject: string) => catcher.messages.find((m) => m.to.includes(to.toLowerCase()) && m.raw.includes(subject));
  while (Date.now() < deadline && !(find(hospital.email, "applied to your request") && find(telerad.email, "was shortlisted"))) {
    await t.services.mailer.deliverDue();
    await new Promise((r) => setTimeout(r, 100));
  }
  const toHospital = find(hospital.email, "applied to your request");
  expect(toHospital).toBeTruthy();
  expect(toHospital!.raw.replace(/=\r?\n/g, "")).toContain(`/requests/${tender.id}`);
  expect(find(telerad.email, "was shortlisted")).toBeTruthy();
});
