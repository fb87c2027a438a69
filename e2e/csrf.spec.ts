import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { apiAs, createOwnRequest, deleteOwnRequest } from "./requests-fixtures";
import { signInFor } from "./support";

/**
 * A page on another port of the same host (same site, another origin) whose form posts to the app
 * as soon as it loads: SameSite=Lax lets the visitor's session cookie go with it.
 */
function attackerSite(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const page = `<!doctype html><title>Win a prize</title>
    <form method="post" action="${target}" enctype="text/plain"><input type="hidden" name="{}" value=""></form>
    <script>document.forms[0].submit();</script>`;
  const server = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(page));
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ url: `http://localhost:${(server.address() as AddressInfo).port}/`, close: () => new Promise((r) => server.close(() => r())) }),
    ),
  );
}

test("a page on another port of the same site cannot close a signed-in hospital's request", async ({ page, baseURL }) => {
  const created = await createOwnRequest(baseURL!);
  const attacker = await attackerSite(`${baseURL}/api/requests/${created.id}/close`);
  const hospital = await apiAs(baseURL!, "hospital@demo.test");
  try {
    await signInFor(page, "hospital@demo.test");
    const refused = page.waitForResponse((res) => res.url().endsWith(`/api/requests/${created.id}/close`));
    await page.goto(attacker.url);
    const answer = await refused;
    expect(answer.status()).toBe(403);
    expect(answer.request().headers().cookie ?? (await answer.request().allHeaders()).cookie).toContain("session_token=");
    expect((await (await hospital.get(`/api/requests/${created.id}`)).json()).status).toBe("OPEN");

    // The same request from the app's own pages goes through: the cookie alone was never enough.
    await page.goto("/requests");
    const status = await page.evaluate((url) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }).then((r) => r.status), `/api/requests/${created.id}/close`);
    expect(status).toBe(200);
    expect((await (await hospital.get(`/api/requests/${created.id}`)).json()).status).toBe("CLOSED");
  } finally {
    await hospital.dispose();
    await attacker.close();
    await deleteOwnRequest(baseURL!, created.id);
  }
});
