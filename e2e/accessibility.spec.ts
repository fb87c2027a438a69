import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { settled, violations } from "./axe";
import { signInFor } from "./support";

/**
 * Every page, in each state a role sees it in: axe's full rule set finds no serious or critical violation. Every
 * signed-in page at desktop width, the main ones at phone width too, and the top bar's menus open. Pages are
 * checked once settled: their heading shown, nothing loading. A page whose role changes nothing but its data is
 * checked once, not once per role (docs/testing.md); other specs check only states of their own (a scored panel).
 */
const DESKTOP = { name: "desktop", width: 1280, height: 900 } as const;
const PHONE = { name: "phone", width: 390, height: 844 } as const;

const ACCOUNTS = {
  visitor: undefined,
  hospital: "hospital@demo.test",
  telerad: "telerad@demo.test",
  basic: "basic@demo.test",
  viewer: "viewer@demo.test",
  admin: "admin@demo.test",
} as const;
type Account = keyof typeof ACCOUNTS;

type List<T> = { data: T[] };
async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const res = await api.get(path);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A provider and a request anyone may open, read from the demo data through the API. */
async function publicIds(api: APIRequestContext) {
  const providers = await json<List<{ id: string; slug: string }>>(api, "/api/providers?sort=name");
  const board = await json<List<{ id: string }>>(api, "/api/requests?sort=newest");
  return { provider: providers.data[0]!, other: board.data[0]!.id };
}

/** The id of the request (of those the query finds) whose title starts so. */
async function requestTitled(api: APIRequestContext, title: string) {
  const found = await json<List<{ id: string; title: string }>>(api, `/api/requests?q=${encodeURIComponent(title)}`);
  return found.data.find((r) => r.title.startsWith(title))!.id;
}

/** Klinikum Nordstadt's request with four bids to compare (README), as its hospital and admins see it. */
const ownRequest = (api: APIRequestContext) => requestTitled(api, "MRI backlog reduction – Germany");

/** The account's active contract (the demo's other one is a draft sent to the provider). */
async function activeContract(api: APIRequestContext) {
  const contracts = await json<List<{ id: string; status: string }>>(api, "/api/contracts");
  return contracts.data.find((c) => c.status === "active")!.id;
}

/** The demo provider's bid on the Irish request, amended since and awaiting its confirmation (as the provider sees it). */
async function irishBid(api: APIRequestContext) {
  const mine = await json<List<{ id: string; tenderId: string; tender: { title: string } }>>(api, "/api/me/applications");
  const bid = mine.data.find((a) => a.tender.title.startsWith("Emergency CT cover – Ireland"))!;
  return { application: bid.id, request: bid.tenderId };
}

/** A bid on the hospital's Irish request, whose messages the hospital reads. */
async function irishBidOf(api: APIRequestContext) {
  const bids = await json<List<{ id: string }>>(api, `/api/requests/${await requestTitled(api, "Emergency CT cover – Ireland")}/applications`);
  return bids.data[0]!.id;
}

const CONTRACT_TABS = ["studies", "statement", "versions", "messages", "activity"];
const ORGANISATION_TABS = ["members", "invitations", "api-keys", "activity"];

/** A page, or a page in a state the check opens first (every chart's table shown, say). */
type Visit = string | { path: string; open: (page: Page) => Promise<void> };

/** Every chart's "Show as table" opened, as a screen reader user reads the figures. */
async function withTables(page: Page) {
  const charts = page.getByRole("figure").filter({ has: page.getByText("Show as table") });
  await expect(charts.first()).toBeVisible();
  for (const summary of await page.getByText("Show as table").all()) await summary.click();
  await expect(charts.getByRole("table")).toHaveCount(await charts.count());
}

interface Check {
  account: Account;
  size: typeof DESKTOP | typeof PHONE;
  /** A part of the account's pages, for tests that stay short. */
  part?: string;
  pages: (api: APIRequestContext) => Promise<Visit[]>;
  /** After the pages: open the top bar's menus (the user menu, the notifications, on a phone the site menu) and check them too. */
  menus?: boolean;
}

const visitorPages = async (api: APIRequestContext) => {
  const ids = await publicIds(api);
  return [
    "/",
    "/providers",
    `/providers/${ids.provider.slug}`,
    "/requests",
    `/requests/${ids.other}`,
    "/auth/sign-in",
    "/auth/sign-up",
    "/auth/forgot-password",
    "/auth/reset-password?token=expired",
    "/unsubscribe?token=expired",
    "/no-such-page",
  ];
};

const CHECKS: Check[] = [
  { account: "visitor", size: DESKTOP, pages: visitorPages },
  { account: "visitor", size: PHONE, pages: visitorPages, menus: true },
  {
    account: "hospital",
    size: DESKTOP,
    part: "requests",
    menus: true,
    pages: async (api) => {
      const [own, { provider }, bid] = await Promise.all([ownRequest(api), publicIds(api), irishBidOf(api)]);
      return ["/", "/dashboard", "/requests", "/requests/new", `/requests/${own}`, `/requests/${own}/edit`, `/requests/${own}/compare`, `/applications/${bid}/messages`, "/providers", `/providers/${provider.slug}`, "/profile"];
    },
  },
  {
    account: "hospital",
    size: DESKTOP,
    part: "organisation and contracts",
    pages: async (api) => {
      const contract = await activeContract(api);
      return [
        "/organisation",
        ...ORGANISATION_TABS.map((tab) => `/organisation?tab=${tab}`),
        "/contracts",
        `/contracts/${contract}`,
        ...CONTRACT_TABS.map((tab) => (tab === "statement" ? { path: `/contracts/${contract}?tab=${tab}`, open: withTables } : `/contracts/${contract}?tab=${tab}`)),
        `/invitations/${"no-such-invitation".padEnd(43, "x")}`,
      ];
    },
  },
  {
    account: "hospital",
    size: PHONE,
    menus: true,
    pages: async (api) => {
      const [own, contract] = await Promise.all([ownRequest(api), activeContract(api)]);
      return [
        "/",
        "/dashboard",
        "/requests",
        `/requests/${own}`,
        `/requests/${own}/compare`,
        "/organisation",
        `/contracts/${contract}`,
        `/contracts/${contract}?tab=studies`,
        { path: `/contracts/${contract}?tab=statement`, open: withTables },
        "/profile",
      ];
    },
  },
  {
    account: "telerad",
    size: DESKTOP,
    menus: true,
    pages: async (api) => {
      const [bid, contract] = await Promise.all([irishBid(api), activeContract(api)]);
      return [
        "/dashboard",
        "/requests",
        `/requests/${bid.request}`,
        `/applications/${bid.application}/messages`,
        "/me/applications",
        "/provider/me",
        "/organisation",
        "/contracts",
        `/contracts/${contract}`,
      ];
    },
  },
  {
    account: "telerad",
    size: PHONE,
    pages: async (api) => {
      const bid = await irishBid(api);
      return ["/dashboard", `/requests/${bid.request}`, "/me/applications", "/provider/me"];
    },
  },
  {
    account: "basic",
    size: DESKTOP,
    menus: true,
    pages: async (api) => {
      const ids = await publicIds(api);
      return ["/dashboard", `/requests/${ids.other}`, "/organisation", "/contracts"];
    },
  },
  { account: "basic", size: PHONE, pages: async () => ["/dashboard", "/profile"] },
  ...[DESKTOP, PHONE].map((size) => ({
    account: "viewer" as const,
    size,
    pages: async (api: APIRequestContext) => [`/contracts/${await activeContract(api)}?tab=studies`],
  })),
  {
    account: "admin",
    size: DESKTOP,
    menus: true,
    pages: async (api) => {
      const [own, { provider }, organisations] = await Promise.all([ownRequest(api), publicIds(api), json<List<{ id: string }>>(api, "/api/admin/organisations")]);
      return [
        { path: "/admin", open: withTables },
        "/admin/providers",
        "/admin/providers/new",
        `/admin/providers/${provider.id}/edit`,
        "/admin/requests/new",
        `/admin/requests/${own}/edit`,
        "/admin/activity",
        "/admin/credentials",
        "/admin/organisations",
        `/admin/organisations/${organisations.data[0]!.id}`,
        "/dashboard",
        "/admin/contracts",
      ];
    },
  },
  { account: "admin", size: PHONE, pages: async () => [{ path: "/admin", open: withTables }, "/admin/providers", "/admin/organisations"] },
];

/** The top bar's menus, each opened (and its content shown) in turn, checked open, then closed with Escape. */
async function menuViolations(page: Page, signedIn: boolean, size: Check["size"]) {
  const menus: { name: string; open: () => Promise<void> }[] = [];
  if (signedIn) {
    menus.push({
      name: "user menu",
      open: async () => {
        const trigger = page.getByRole("banner").getByRole("button", { name: "User menu" });
        // Its code has arrived: a click now opens the menu itself.
        await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
        await trigger.click();
        await expect(page.getByRole("menu")).toBeVisible();
      },
    });
    menus.push({
      name: "notifications",
      open: async () => {
        await page.getByRole("banner").getByRole("button", { name: /^Notifications/ }).click();
        await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
      },
    });
  }
  if (size === PHONE) {
    menus.push({
      name: "site menu",
      open: async () => {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      },
    });
  }
  const found: Record<string, string[]> = {};
  for (const menu of menus) {
    await menu.open();
    await settled(page);
    const problems = await violations(page);
    if (problems.length) found[`${page.url()} with the ${menu.name} open`] = problems;
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu").or(page.getByRole("dialog"))).toHaveCount(0);
  }
  return found;
}

async function signedInPage(browser: Browser, account: Account, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const email = ACCOUNTS[account];
  if (email) await signInFor(page, email);
  return { context, page };
}

for (const check of CHECKS) {
  test(`axe finds no serious or critical violation for ${check.account}${check.part ? ` (${check.part})` : ""} on ${check.size.name}`, async ({ browser }) => {
    const { context, page } = await signedInPage(browser, check.account, check.size);
    const found: Record<string, string[]> = {};
    for (const visit of await check.pages(page.request)) {
      const { path, open } = typeof visit === "string" ? { path: visit, open: undefined } : visit;
      await page.goto(path);
      await settled(page);
      if (open) {
        await open(page);
        await settled(page);
      }
      const problems = await violations(page);
      if (problems.length) found[path] = problems;
    }
    if (check.menus) Object.assign(found, await menuViolations(page, ACCOUNTS[check.account] !== undefined, check.size));
    expect(found).toEqual({});
    await context.close();
  });
}
