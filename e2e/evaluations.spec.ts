import fs from "node:fs";
import { expect, test } from "@playwright/test";
import type { Comparison } from "../src/shared/contracts/application-compare";
import { EVALUATIONS_MESSAGES } from "../src/shared/policy/evaluations";
import { readPdf } from "../tests/support/pdf-text";
import { dialogOf, subjectIs } from "./contracts-support";
import {
  apply,
  axeViolations,
  bidItem,
  evaluationOf,
  evaluationSection,
  hospitalTeam,
  NIGHTHAWK,
  PASSWORD,
  points,
  postRequest,
  standstillOf,
  utcMinute,
} from "./evaluations-support";
import { tagOf } from "./organisations-support";
import { apiAs, createOwnRequest, newHospitalUser, newTeleradUser } from "./requests-fixtures";
import { decodedMail, pageAs, signInFor, waitForMail } from "./support";

/**
 * Evaluation fit for public hospitals (issue 33), the "Done when" journey with the real SMTP peer. The hospital
 * organisation, its members, the request and the bids are this test's own (its award setting is changed).
 */

test.describe("evaluations", () => {
  test("a panel of two declares and scores independently, the Buyer sets consensus, a second member approves the award; the loser's summary, the held contract, a challenge answered, the report", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const tag = tagOf();
    const team = await hospitalTeam(baseURL!, tag);
    const req = await postRequest(team.buyer.api, tag);
    const nighthawk = await apiAs(baseURL!, "telerad@demo.test");
    const rival = await newTeleradUser(baseURL!, 7);
    const RIVAL = rival.provider.name;
    const nightBid = await apply(nighthawk, req.id, 20);
    const rivalBid = await apply(rival.api, req.id, 24);
    const note = `Ezra reported for NightHawk until last spring (${tag}).`;
    const reasons = { ezra: `Strong audit data, German reports checked (${tag}).`, eva: `Good reads, escalation unclear (${tag}).`, evaNight: `Translated reports only (${tag}).` };

    // The Buyer names a panel of the two Evaluators on the request's page.
    const buyer = await pageAs(browser, team.buyer.email, PASSWORD);
    const b = buyer.page;
    await b.goto(`/requests/${req.id}`);
    await expect(b.getByRole("region", { name: "Studies to be Outsourced" })).toContainText("10 days after the award decision");
    const section = evaluationSection(b);
    await expect(section).toContainText("No panel");
    await section.getByRole("checkbox", { name: /Eva Panel/ }).check();
    await section.getByRole("checkbox", { name: /Ezra Panel/ }).check();
    await section.getByRole("button", { name: "Save panel" }).click();
    await expect(b.getByText("Panel saved")).toBeVisible();
    const panel = section.getByRole("list", { name: "Panel members" }).getByRole("listitem");
    await expect(panel).toHaveCount(2);
    await expect(panel.filter({ hasText: "Ezra Panel" })).toContainText("Not declared yet");

    // Ezra sees no bid before declaring; declares a conflict with NightHawk, then never sees its bid.
    const ezra = await pageAs(browser, team.ezra.email, PASSWORD);
    const z = ezra.page;
    await z.goto(`/requests/${req.id}`);
    const zs = evaluationSection(z);
    await expect(zs).toContainText("The bids are hidden until you declare");
    await expect(zs.getByRole("list", { name: "Bids" })).toHaveCount(0);
    await zs.getByRole("radiogroup", { name: NIGHTHAWK }).getByRole("radio", { name: "Conflict", exact: true }).click();
    await zs.getByRole("radiogroup", { name: RIVAL }).getByRole("radio", { name: "No conflict", exact: true }).click();
    await zs.getByRole("button", { name: "Submit declarations" }).click();
    await expect(zs.getByText(EVALUATIONS_MESSAGES.conflictNoteRequired)).toBeVisible();
    await zs.getByLabel(`Describe the conflict with ${NIGHTHAWK}`).fill(note);
    await zs.getByRole("button", { name: "Submit declarations" }).click();
    await expect(z.getByText("Declarations submitted")).toBeVisible();
    await expect(zs.getByRole("list", { name: "Your declarations" })).toContainText(note);
    await expect(bidItem(z, RIVAL)).toBeVisible();
    await expect(bidItem(z, NIGHTHAWK)).toHaveCount(0);
    await expect(zs).toContainText(`You declared a conflict of interest with ${NIGHTHAWK}`);
    expect((await evaluationOf(team.ezra.api, req.id)).bids.map((bid) => bid.applicationId)).toEqual([rivalBid]);
    const refused = await team.ezra.api.put(`/api/applications/${nightBid}/panel-score`, { data: { score: 5, justification: "Not mine to score" } });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(EVALUATIONS_MESSAGES.conflicted);

    // Ezra scores the rival first: only his own score is there to see.
    await bidItem(z, RIVAL).getByLabel(`Your score for ${RIVAL} (0 to 10)`).fill("8");
    await bidItem(z, RIVAL).getByLabel(`Your reasons for ${RIVAL}`).fill(reasons.ezra);
    await bidItem(z, RIVAL).getByRole("button", { name: "Submit score" }).click();
    await expect(bidItem(z, RIVAL).getByRole("list", { name: `Scores for ${RIVAL}` })).toContainText(reasons.ezra);
    expect((await evaluationOf(team.ezra.api, req.id)).bids[0]!.scores!.map((s) => s.userId)).toEqual([team.ezra.userId]);

    // Eva declares no conflict; she does not see Ezra's score before giving her own, then sees both and the spread.
    const eva = await pageAs(browser, team.eva.email, PASSWORD);
    const e = eva.page;
    await e.goto(`/requests/${req.id}`);
    const es = evaluationSection(e);
    for (const provider of [NIGHTHAWK, RIVAL]) await es.getByRole("radiogroup", { name: provider }).getByRole("radio", { name: "No conflict", exact: true }).click();
    await es.getByRole("button", { name: "Submit declarations" }).click();
    await expect(bidItem(e, NIGHTHAWK)).toBeVisible();
    await expect(bidItem(e, RIVAL)).toBeVisible();
    await expect(es).not.toContainText(reasons.ezra);
    const unseen = (await evaluationOf(team.eva.api, req.id)).bids.find((bid) => bid.applicationId === rivalBid)!;
    expect([unseen.scores, unseen.spread, unseen.yourScore]).toEqual([null, null, null]);
    for (const [provider, score, why] of [[RIVAL, "6", reasons.eva], [NIGHTHAWK, "5", reasons.evaNight]] as const) {
      await bidItem(e, provider).getByLabel(`Your score for ${provider} (0 to 10)`).fill(score);
      await bidItem(e, provider).getByLabel(`Your reasons for ${provider}`).fill(why);
      await bidItem(e, provider).getByRole("button", { name: "Submit score" }).click();
      await expect(bidItem(e, provider).getByRole("list", { name: `Scores for ${provider}` })).toContainText(why);
    }
    await expect(bidItem(e, RIVAL)).toContainText(reasons.ezra);
    await expect(bidItem(e, RIVAL)).toContainText("Spread: 6.0 – 8.0, mean 7.0");

    // Before the consensus Compare ranks no bid of a panel request; the Buyer then sets each consensus.
    await b.goto(`/requests/${req.id}/compare`);
    await expect(b.getByRole("table").getByText("Awaiting the panel's consensus")).toHaveCount(2);
    await expect(b.getByRole("spinbutton", { name: /Quality score for/ })).toHaveCount(0);
    await b.goto(`/requests/${req.id}`);
    await expect(bidItem(b, RIVAL)).toContainText(reasons.ezra);
    await expect(bidItem(b, NIGHTHAWK)).toContainText(reasons.evaNight);
    for (const [provider, score] of [[RIVAL, "7.5"], [NIGHTHAWK, "4"]] as const) {
      await bidItem(b, provider).getByLabel(`Consensus score for ${provider} (0 to 10)`).fill(score);
      await bidItem(b, provider).getByLabel(`Consensus rationale for ${provider}`).fill(`Agreed ${score} for ${provider} (${tag}).`);
      await bidItem(b, provider).getByRole("button", { name: "Save consensus" }).click();
      await expect(bidItem(b, provider)).toContainText(`Consensus: ${Number(score).toFixed(1)} / 10`);
    }

    // The Owner makes awards in the organisation need a second member's approval.
    const owner = await pageAs(browser, team.owner.email, PASSWORD);
    const o = owner.page;
    await o.goto("/organisation");
    const setting = o.getByRole("switch", { name: "Awards need approval" });
    await expect(setting).toHaveAttribute("aria-checked", "false");
    await setting.click();
    await expect(setting).toHaveAttribute("aria-checked", "true");
    await expect(o.getByText("Awards now need a second member's approval")).toBeVisible();

    // The Buyer shortlists the rival's bid; an award is refused now, and proposing it waits for approval.
    const shortlisted = await team.buyer.api.patch(`/api/applications/${rivalBid}`, { data: { status: "SHORTLISTED" } });
    expect(shortlisted.status(), await shortlisted.text()).toBe(200);
    const direct = await team.buyer.api.patch(`/api/applications/${rivalBid}`, { data: { status: "AWARDED" } });
    expect(direct.status()).toBe(409);
    expect(await direct.text()).toContain(EVALUATIONS_MESSAGES.needsApproval);
    await b.reload();
    const row = b.getByRole("row").filter({ hasText: RIVAL });
    await row.getByRole("button", { name: `Actions for ${RIVAL}` }).click();
    await expect(b.getByRole("menuitem", { name: "Award", exact: true })).toHaveCount(0);
    await b.getByRole("menuitem", { name: "Propose award", exact: true }).click();
    await expect(row).toContainText("Waiting for approval");
    const decisions = section.getByRole("list", { name: "Award decisions" });
    await expect(decisions).toContainText("Waiting for approval");
    await expect(decisions.getByRole("button", { name: "Approve award" })).toHaveCount(0);
    expect((await standstillOf(nighthawk, req.id)).decision).toBeNull();

    // The Owner approves it: the award is decided and the standstill runs.
    await o.goto(`/requests/${req.id}`);
    const ownerDecisions = evaluationSection(o).getByRole("list", { name: "Award decisions" });
    await ownerDecisions.getByRole("button", { name: "Approve award" }).click();
    await expect(ownerDecisions).toContainText("Decided");
    const decision = (await evaluationOf(team.buyer.api, req.id)).decisions[0]!;
    expect([decision.status, decision.proposedBy.userId, decision.reviewedBy?.userId]).toEqual(["decided", team.buyer.userId, team.owner.userId]);
    await expect(ownerDecisions).toContainText("Ends");

    // NightHawk, which lost, receives its assessment summary beside the winner's.
    const compare = (await (await team.buyer.api.get(`/api/requests/${req.id}/compare`)).json()) as Comparison;
    const scoreOf = (id: string) => compare.entries.find((entry) => entry.application.id === id)!.score!;
    const [night, won] = [scoreOf(nightBid), scoreOf(rivalBid)];
    const mail = await waitForMail("telerad@demo.test", subjectIs(`Award decision on "${req.title}": your assessment summary`));
    const text = decodedMail(mail.raw).replace(/\s+/g, " ");
    expect(text).toContain(`Your score: ${points(night.total)} of 100, ranked 2 of 2. The winning bid scored ${points(won.total)}.`);
    expect(text).toContain(`Quality: your bid ${points(night.quality)} points, the winning bid ${points(won.quality)}.`);
    expect(text).toContain(`The panel's rationale: Agreed 4 for ${NIGHTHAWK} (${tag}).`);

    // The draft contract cannot be sent during the standstill.
    await b.goto(`/requests/${req.id}`);
    await row.getByRole("link", { name: `Contract with ${RIVAL}` }).click();
    await expect(b.getByRole("heading", { level: 1, name: req.title })).toBeVisible();
    const send = await dialogOf(b, "Send to provider", "Send the contract to the provider?");
    await send.getByRole("button", { name: "Send contract" }).click();
    await expect(b.getByText(EVALUATIONS_MESSAGES.standstillRunning(utcMinute(decision.standstillEndsAt!)))).toBeVisible();

    // NightHawk's Owner reads the decision on the request's page and challenges it.
    const challenge = `The quality consensus ignores our German audit (${tag}).`;
    const teleradPage = await pageAs(browser, "telerad@demo.test");
    const t = teleradPage.page;
    await t.goto(`/requests/${req.id}`);
    const card = t.getByRole("region", { name: "Award decision" });
    await expect(card).toContainText("Standstill until");
    const summary = card.getByRole("table");
    await expect(summary.getByRole("row", { name: `Quality (of ${compare.request.weights.quality}) ${points(night.quality)} ${points(won.quality)}`, exact: true })).toBeVisible();
    await expect(summary.getByRole("row", { name: `Total (of 100) ${points(night.total)} ${points(won.total)}`, exact: true })).toBeVisible();
    await card.getByLabel("Your challenge").fill(challenge);
    await card.getByRole("button", { name: "Challenge the decision" }).click();
    await expect(card.getByRole("list", { name: "Your challenges" })).toContainText("Waiting for an answer");

    // The Buyer answers it; NightHawk reads the answer.
    const answer = `The audit was read; the reports remain translated (${tag}).`;
    await b.goto(`/requests/${req.id}`);
    await section.getByLabel(`Your answer to ${NIGHTHAWK}`).fill(answer);
    await section.getByRole("button", { name: "Send answer" }).click();
    await expect(section.getByRole("list", { name: `Challenges of the award to ${RIVAL}` })).toContainText(answer);
    await t.reload();
    await expect(card.getByRole("list", { name: "Your challenges" })).toContainText(answer);
    expect((await standstillOf(nighthawk, req.id)).challenges.map((c) => c.answer)).toEqual([answer]);

    // The report holds the panel's scores, the declared conflict and the challenge.
    const [download] = await Promise.all([b.waitForEvent("download"), section.getByRole("link", { name: "Download evaluation report (PDF)" }).click()]);
    const bytes = new Uint8Array(fs.readFileSync(await download.path()));
    const report = (await readPdf(bytes)).text;
    for (const expected of ["Ezra Panel: 8.0 / 10", "Eva Panel: 6.0 / 10", "Eva Panel: 5.0 / 10", "Consensus score: 7.5 / 10", reasons.ezra, note, challenge]) expect(report).toContain(expected);

    // The evaluation section passes axe at desktop and phone widths.
    for (const size of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      await b.setViewportSize(size);
      await expect(bidItem(b, RIVAL)).toBeVisible();
      expect(await axeViolations(b, "#evaluation")).toEqual([]);
    }
    for (const ctx of [buyer, ezra, eva, owner, teleradPage]) await ctx.context.close();
    for (const api of [nighthawk, rival.api, ...[team.owner, team.buyer, team.eva, team.ezra].map((m) => m.api)]) await api.dispose();
  });

  test("where awards need approval, a freshly opened request offers no award until it knows, then \"Propose award\", never \"Award\" (issue 55)", async ({ browser, baseURL }) => {
    const tag = tagOf();
    const owner = await newHospitalUser(baseURL!);
    const created = await owner.api.post("/api/organisations", { data: { name: `Approval Trust ${tag}`, country: "GB" } });
    expect(created.status(), await created.text()).toBe(201);
    const organisation = (await created.json()) as { id: string };
    const setting = await owner.api.patch(`/api/organisations/${organisation.id}/settings`, { data: { awardsNeedApproval: true } });
    expect(setting.status(), await setting.text()).toBe(200);
    const req = await postRequest(owner.api, tag);
    const nighthawk = await apiAs(baseURL!, "telerad@demo.test");
    const bid = await apply(nighthawk, req.id, 21);
    expect((await owner.api.patch(`/api/applications/${bid}`, { data: { status: "SHORTLISTED" } })).status()).toBe(200);

    const { context, page } = await pageAs(browser, owner.email, owner.password);
    // The request's evaluation (which says whether awards need approval) answers only when the test lets it.
    const held = async () => {
      let release = () => {};
      const answered = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/requests/${req.id}/evaluation`, async (route) => {
        await answered;
        await route.continue();
      });
      return async () => {
        release();
        await page.unrouteAll({ behavior: "wait" });
      };
    };

    let release = await held();
    await page.goto(`/requests/${req.id}`);
    const row = page.getByRole("row").filter({ hasText: NIGHTHAWK });
    await row.getByRole("button", { name: `Actions for ${NIGHTHAWK}` }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Checking award approval…" })).toBeDisabled();
    await expect(menu.getByRole("menuitem", { name: "Decline" })).toBeEnabled();
    await expect(menu.getByRole("menuitem", { name: /award/i }).filter({ hasNotText: "Checking" })).toHaveCount(0);
    await release();
    await expect(menu.getByRole("menuitem").first()).toHaveText("Propose award");
    await expect(menu.getByRole("menuitem", { name: "Award", exact: true })).toHaveCount(0);
    await expect(menu.getByRole("menuitem", { name: "Award and close request", exact: true })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // Compare, opened afresh, the same.
    release = await held();
    await page.goto(`/requests/${req.id}/compare`);
    const actions = page.getByRole("group", { name: `Actions for ${NIGHTHAWK}` });
    await expect(actions.getByRole("button", { name: "Checking award approval…" })).toBeDisabled();
    await expect(actions.getByRole("button", { name: /^(Propose award|Award)/ })).toHaveCount(0);
    await release();
    await expect(actions.getByRole("button").first()).toHaveText("Propose award");
    await expect(actions.getByRole("button", { name: "Award", exact: true })).toHaveCount(0);
    await context.close();
    for (const api of [owner.api, nighthawk]) await api.dispose();
  });

  test("the request form holds a standstill period, 10 days unless changed, and the request's page shows it", async ({ page, baseURL }) => {
    const req = await createOwnRequest(baseURL!);
    await signInFor(page, "hospital@demo.test");
    await page.goto(`/requests/${req.id}/edit`);
    const standstill = page.getByRole("checkbox", { name: "Hold a standstill period after the award decision" });
    await expect(standstill).not.toBeChecked();
    await standstill.check();
    const days = page.getByLabel("Standstill period (days)");
    await expect(days).toHaveValue("10");
    await days.fill("31");
    await expect(page.getByText(EVALUATIONS_MESSAGES.standstillDays)).toBeVisible();
    await days.fill("8");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Request updated successfully")).toBeVisible();
    await page.goto(`/requests/${req.id}`);
    await expect(page.getByRole("region", { name: "Studies to be Outsourced" })).toContainText("8 days after the award decision");
    const hospital = await apiAs(baseURL!, "hospital@demo.test");
    expect(((await (await hospital.get(`/api/requests/${req.id}`)).json()) as { standstillDays: number | null }).standstillDays).toBe(8);
    await hospital.dispose();
  });
});
