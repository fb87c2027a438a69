import { expect, test } from "@playwright/test";
import { ORGANISATION_MESSAGES } from "../src/shared/policy/organisations";
import {
  addLine,
  addUtcDays,
  contractHeader,
  contractMail,
  dialogOf,
  downloadVersionPdf,
  editorLine,
  fact,
  HANNAH,
  longDay,
  openContract,
  requestWithBid,
  setLinePrice,
  setTierTerms,
  TARA,
  termsRows,
  utcToday,
} from "./contracts-support";
import { KLINIKUM, NIGHTHAWK } from "./organisations-support";
import { pageAs, signInFor } from "./support";

/**
 * Contracts (issue 30), the "Done when" journey with the real SMTP peer: an award's draft edited and sent, sent back
 * with a message, revised and accepted; the agreed version's PDF; a change accepted as version 2; notice of termination.
 * Tests run in parallel on one database: the request, the bid and so the contract are this test's own.
 */

const EMERGENCY = "Emergency (≤30m)";

test.describe("contracts", () => {
  test("award, draft edited and sent, changes asked for, revised and accepted; the PDF holds the terms; a change makes version 2; notice of termination", async ({
    browser,
    baseURL,
  }) => {
    const { req, startDate } = await requestWithBid(baseURL!);
    const title = req.title;
    const firstNote = `Draft for ${req.tag}: emergency CT added with its own credit.`;
    const askNote = `Please lower the MRI price to 30.00 for ${req.tag}.`;
    const revisedNote = `MRI now at 30.00 as asked (${req.tag}).`;
    const changeNote = `Sixty days of notice suit our rota planning (${req.tag}).`;
    const reason = `Reporting moves to our own night team (${req.tag}).`;

    // The hospital shortlists NightHawk's bid and awards it on the request's page.
    const hospital = await pageAs(browser, "hospital@demo.test");
    const h = hospital.page;
    await h.goto(`/requests/${req.id}`);
    await expect(h.getByRole("heading", { name: "Applications (1)" })).toBeVisible();
    const bidRow = h.getByRole("row").filter({ hasText: NIGHTHAWK });
    await bidRow.getByRole("button", { name: `Actions for ${NIGHTHAWK}` }).click();
    await h.getByRole("menuitem", { name: "Shortlist" }).click();
    await expect(bidRow).toContainText("SHORTLISTED");
    await bidRow.getByRole("button", { name: `Actions for ${NIGHTHAWK}` }).click();
    await h.getByRole("menuitem", { name: "Award", exact: true }).click();
    await expect(bidRow).toContainText("AWARDED");

    // The award's mail carries the draft contract's link, the one the awarded row offers too.
    const awarded = await contractMail("hospital@demo.test", `You awarded "${title}"`);
    expect(awarded.text).toContain("A draft contract is ready: check its terms and send it to the provider");
    const contractPath = new URL(awarded.link).pathname;
    const contractId = contractPath.split("/").pop()!;
    await expect(bidRow.getByRole("link", { name: `Contract with ${NIGHTHAWK}` })).toHaveAttribute("href", contractPath);
    await openContract(h, awarded.link, title);
    await expect(contractHeader(h)).toContainText("Draft");
    await expect(h.getByText("Next: Hospital to send the draft")).toBeVisible();
    await expect(fact(h, "Hospital")).toHaveText(KLINIKUM);
    await expect(fact(h, "Provider")).toHaveText(NIGHTHAWK);
    await expect(fact(h, "Period")).toContainText(longDay(startDate));

    // The draft is the bid's: a line per requested modality at its committed tier and price.
    const draftRows = termsRows(h, "Draft terms");
    await expect(draftRows).toHaveCount(3);
    await expect(draftRows.filter({ hasText: "CT" })).toHaveAccessibleName("CT Urgent (1-4h) €20.00");
    await expect(draftRows.filter({ hasText: "MRI" })).toHaveAccessibleName("MRI Urgent (1-4h) €32.50");

    // Edited: a lower CT price, an Emergency CT line with its price, that tier's commitment and service credit.
    await h.getByRole("button", { name: "Edit draft", exact: true }).click();
    await expect(h.getByRole("heading", { name: "Edit the draft" })).toBeVisible();
    await expect(editorLine(h, 2).getByLabel("Line 2: modality")).toHaveValue("MRI");
    await setLinePrice(h, 1, "19.50");
    await addLine(h, "CT", "≤30m", "65.00");
    const emergencyBox = h.getByRole("group", { name: EMERGENCY, exact: true });
    await expect(emergencyBox.getByLabel("Commitment", { exact: true })).toHaveValue("30");
    await setTierTerms(h, EMERGENCY, { minutes: "20", below: "95", credit: "10" });
    await h.getByRole("button", { name: "Save draft", exact: true }).click();
    await expect(h.getByText("Draft saved")).toBeVisible();
    await expect(draftRows).toHaveCount(4);
    for (const row of ["CT Urgent (1-4h) €19.50", "MRI Urgent (1-4h) €32.50", `CT ${EMERGENCY} €65.00`]) await expect(h.getByRole("row", { name: row, exact: true })).toBeVisible();
    const emergencyTerms = h.getByRole("region", { name: "Draft terms" }).getByRole("listitem").filter({ hasText: EMERGENCY });
    await expect(emergencyTerms).toContainText("Reported within 20 minutes");
    await expect(emergencyTerms).toContainText("10% of the tier's monthly fees when fewer than 95% of studies are on time");

    // Sent with a message.
    const send = await dialogOf(h, "Send to provider", "Send the contract to the provider?");
    await send.getByLabel("Message to the provider (optional)").fill(firstNote);
    await send.getByRole("button", { name: "Send contract" }).click();
    await expect(h.getByText("Contract sent to the provider")).toBeVisible();
    await expect(contractHeader(h)).toContainText("Awaiting acceptance");

    // NightHawk's Owner is told by mail and opens the contract: it waits for them.
    const sent = await contractMail("telerad@demo.test", `Contract to accept: "${title}"`);
    expect(sent.text).toContain(`Their message: ${firstNote}`);
    expect(sent.link).toBe(awarded.link);
    const provider = await pageAs(browser, "telerad@demo.test");
    const p = provider.page;
    await openContract(p, sent.link, title);
    await expect(p.getByText("Next: Provider to accept or ask for changes")).toBeVisible();
    await expect(p.getByText("Waiting for you", { exact: true })).toBeVisible();
    await expect(p.getByRole("row", { name: `CT ${EMERGENCY} €65.00`, exact: true })).toBeVisible();

    // A Bidder of NightHawk reads the sent contract but is offered no answer, and the server refuses theirs.
    const bidder = await pageAs(browser, "bidder@demo.test");
    await openContract(bidder.page, sent.link, title);
    await expect(bidder.page.getByRole("heading", { name: "Terms sent for acceptance" })).toBeVisible();
    await expect(bidder.page.getByRole("row", { name: `CT ${EMERGENCY} €65.00`, exact: true })).toBeVisible();
    await expect(bidder.page.getByRole("button", { name: "Accept contract" })).toHaveCount(0);
    await expect(bidder.page.getByRole("button", { name: "Request changes" })).toHaveCount(0);
    await expect(bidder.page.getByRole("region", { name: "Your next steps" })).toHaveCount(0);
    const read = (await (await bidder.page.request.get(`/api/contracts/${contractId}`)).json()) as { versions: { id: string }[] };
    const refused = await bidder.page.request.post(`/api/contracts/${contractId}/accept`, { data: { versionId: read.versions[0]!.id }, headers: { origin: baseURL! } });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(ORGANISATION_MESSAGES.roleNotAllowed);
    await bidder.context.close();

    // The Owner asks for a change in a message.
    const ask = await dialogOf(p, "Request changes", "Request changes");
    await ask.getByLabel("What should change?").fill(askNote);
    await ask.getByRole("button", { name: "Send request" }).click();
    await expect(p.getByText("Your request for changes was sent to the hospital")).toBeVisible();
    await expect(p.getByRole("region", { name: "Your next steps" })).toHaveCount(0);

    // The hospital reads the message in its mail, revises the MRI price and sends revision 2.
    const asked = await contractMail("hospital@demo.test", `Changes asked for: "${title}"`);
    expect(asked.text).toContain(`Their message: ${askNote}`);
    await openContract(h, asked.link, title);
    await expect(contractHeader(h)).toContainText("Draft");
    await h.getByRole("button", { name: "Edit draft", exact: true }).click();
    await expect(editorLine(h, 3).getByLabel("Line 3: modality")).toHaveValue("CT");
    await setLinePrice(h, 2, "30.00");
    await h.getByRole("button", { name: "Save draft", exact: true }).click();
    await expect(h.getByText("Draft saved")).toBeVisible();
    await expect(h.getByRole("row", { name: "MRI Urgent (1-4h) €30.00", exact: true })).toBeVisible();
    const resend = await dialogOf(h, "Send to provider", "Send the contract to the provider?");
    await resend.getByLabel("Message to the provider (optional)").fill(revisedNote);
    await resend.getByRole("button", { name: "Send contract" }).click();
    await expect(contractHeader(h)).toContainText("Awaiting acceptance");

    // The provider accepts revision 2.
    const revised = await contractMail("telerad@demo.test", `Revised contract to accept: "${title}"`);
    expect(revised.text).toContain("The hospital sent a revised contract (revision 2)");
    expect(revised.text).toContain(`Their message: ${revisedNote}`);
    await openContract(p, revised.link, title);
    await expect(p.getByRole("row", { name: "MRI Urgent (1-4h) €30.00", exact: true })).toBeVisible();
    const accept = await dialogOf(p, "Accept contract", "Accept this contract?");
    await expect(accept).toContainText(`You accept version 1, revision 2 as sent: its terms bind both organisations from ${longDay(startDate)}.`);
    await accept.getByRole("button", { name: "Accept contract" }).click();
    await expect(p.getByText("Contract accepted", { exact: true })).toBeVisible();
    await expect(contractHeader(p)).toContainText("Scheduled");
    await expect(fact(p, "Version in force")).toHaveText("Version 1");

    // The hospital is told; both acceptances show.
    const accepted = await contractMail("hospital@demo.test", `Contract accepted: "${title}"`);
    expect(accepted.text).toContain(`It is scheduled to start on ${startDate}.`);
    await openContract(h, accepted.link, title);
    await expect(contractHeader(h)).toContainText("Scheduled");
    await expect(h.getByRole("heading", { name: "Terms in force" })).toBeVisible();
    const acceptance = h.getByRole("region", { name: "Acceptance" });
    await expect(acceptance.getByRole("definition").first()).toHaveText(new RegExp(`^${HANNAH} on \\w+ \\d{1,2}, \\d{4}$`));
    await expect(acceptance.getByRole("definition").nth(1)).toHaveText(new RegExp(`^${TARA} on \\w+ \\d{1,2}, \\d{4}$`));

    // The Versions tab: the revision accepted, the first sending with the provider's message; the PDF of the agreed version.
    await h.getByRole("navigation", { name: "Contract" }).getByRole("link", { name: /^Versions/ }).click();
    // The versions themselves, not the lists of terms inside each.
    const versions = h.getByRole("list", { name: "Versions, newest first" }).locator(":scope > li");
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText("Version 1, revision 2");
    await expect(versions.first().getByRole("list", { name: "Changes in version 1, revision 2" }).getByRole("listitem")).toHaveText(["Price of MRI, Urgent (1-4h): €32.50 → €30.00"]);
    await expect(versions.first()).toContainText(`Accepted by ${TARA} (Provider)`);
    await expect(versions.nth(1)).toContainText("Changes requested");
    await expect(versions.nth(1)).toContainText(askNote);
    const pdf = await downloadVersionPdf(h, "Download PDF of version 1, revision 2");
    expect(pdf.lines.slice(0, 4)).toEqual(["Teleradiology services contract", title, "Version 1, revision 2", "Status: Agreed"]);
    for (const line of [`Hospital: ${KLINIKUM}`, `Provider: ${NIGHTHAWK}`, `Start date: ${startDate}`, "Term: 12 months", "Notice period: 30 days"]) expect(pdf.lines).toContain(line);
    for (const line of ["CT Urgent (1-4h) €19.50", "MRI Urgent (1-4h) €30.00", "CT Emergency (<=30m) €65.00", "CT 800", "MRI 400"]) expect(pdf.lines).toContain(line);
    expect(pdf.text).toContain("Emergency (<=30m) 20 min If fewer than 95% of a month's studies meet the commitment, a credit of 10% of the tier's fees for that month");
    expect(pdf.text).toContain("Urgent (1-4h) 4 h If fewer than 90% of a month's studies meet the commitment, a credit of 5% of the tier's fees for that month");
    expect(pdf.text).toContain(`Message from ${KLINIKUM}: ${revisedNote}`);
    expect(pdf.text).toMatch(new RegExp(`Accepted by ${NIGHTHAWK}: ${TARA} \\(telerad@demo\\.test\\), \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC`));

    // The provider proposes a longer notice period from the start date; the hospital accepts it: version 2.
    await p.getByRole("region", { name: "Your next steps" }).getByRole("button", { name: "Propose a change" }).click();
    await expect(p.getByRole("heading", { name: "Propose a change" })).toBeVisible();
    await expect(p.getByLabel("Notice period (days)")).toHaveValue("30");
    await p.getByLabel("Notice period (days)").fill("60");
    await p.getByLabel("Effective from").fill(startDate);
    await p.getByLabel("Message to the other side (optional)").fill(changeNote);
    await p.getByRole("button", { name: "Send proposal" }).click();
    await expect(p.getByText("Change proposed: the other side can now accept or decline it")).toBeVisible();
    await expect(p.getByText(`A change proposed by the provider from ${longDay(startDate)} is waiting for an answer.`)).toBeVisible();

    const proposed = await contractMail("hospital@demo.test", `Change proposed: "${title}"`);
    expect(proposed.text).toContain(`The provider proposed a change to the contract for "${title}" (version 2), effective from ${startDate}.`);
    expect(proposed.text).toContain(`Their message: ${changeNote}`);
    await openContract(h, proposed.link, title);
    await expect(h.getByText("Waiting for you", { exact: true })).toBeVisible();
    const yes = await dialogOf(h, "Accept change", "Accept the change?");
    await expect(yes).toContainText(`Version 2's terms apply from ${longDay(startDate)}. The Versions tab shows them in full, with what they change marked.`);
    await yes.getByRole("button", { name: "Accept change" }).click();
    await expect(h.getByText(`Change accepted: it applies from ${longDay(startDate)}`)).toBeVisible();
    await expect(fact(h, "Version in force")).toHaveText("Version 2");
    await expect(fact(h, "Notice period")).toHaveText("60 days");
    await h.getByRole("navigation", { name: "Contract" }).getByRole("link", { name: /^Versions/ }).click();
    const version2 = versions.filter({ has: h.getByRole("heading", { name: "Version 2", exact: true }) });
    await expect(version2).toContainText("Change");
    await expect(version2).toContainText("Accepted");
    await expect(version2).toContainText(`Accepted by ${HANNAH} (Hospital)`);
    await expect(version2).toContainText(changeNote);
    // What the change changed, against the agreed version 1, revision 2: the notice period, and nothing else.
    await expect(version2.getByRole("list", { name: "Changes in version 2" }).getByRole("listitem")).toHaveText(["Notice period: 30 days → 60 days"]);
    const noticeTerm = version2.getByRole("definition").filter({ hasText: "60 days" });
    await expect(noticeTerm).toContainText("Changed");
    await expect(noticeTerm).toContainText("was 30 days");
    const changeAccepted = await contractMail("telerad@demo.test", `Change accepted: "${title}"`);
    expect(changeAccepted.text).toContain(`The hospital accepted your change to the contract for "${title}": version 2 applies from ${startDate}.`);

    // The hospital gives notice: it ends after the agreed 60 days, counted in UTC days from today.
    const endsOn = addUtcDays(utcToday(), 60);
    const terminate = await dialogOf(h, "Terminate", "Give notice of termination");
    await expect(terminate).toContainText(`The notice period is 60 days: given today, the contract ends on ${longDay(endsOn)}.`);
    await terminate.getByLabel("Reason").fill(reason);
    await terminate.getByRole("button", { name: "Give notice" }).click();
    await expect(h.getByText(`Notice given: the contract ends on ${longDay(endsOn)}`)).toBeVisible();
    const banner = contractHeader(h).getByRole("status");
    await expect(banner).toContainText(`Notice of termination given: ends on ${longDay(endsOn)}`);
    await expect(banner).toContainText(`By ${HANNAH} (Hospital)`);
    await expect(banner).toContainText(reason);
    await expect(h.getByRole("button", { name: "Terminate", exact: true })).toHaveCount(0);

    // The provider's Owner hears of it by mail, with the date and the reason, and sees the banner.
    const notice = await contractMail("telerad@demo.test", `Notice of termination: "${title}"`);
    expect(notice.text).toContain(`The hospital gave notice to terminate the contract for "${title}". After the notice period of 60 days it ends on ${endsOn}.`);
    expect(notice.text).toContain(`Their reason: ${reason}`);
    await openContract(p, notice.link, title);
    await expect(contractHeader(p).getByRole("status")).toContainText(`Notice of termination given: ends on ${longDay(endsOn)}`);
    await expect(p.getByRole("button", { name: "Terminate", exact: true })).toHaveCount(0);

    await provider.context.close();
    await hospital.context.close();
  });

  test("the demo contract's Versions tab reads each version's terms, version 2's stroke CT line marked as added, each beside its PDF", async ({ page }) => {
    await signInFor(page, "hospital@demo.test");
    await page.goto("/contracts");
    await page.getByRole("link", { name: "Out-of-hours CT and MRI reporting" }).first().click();
    await page.getByRole("navigation", { name: "Contract" }).getByRole("link", { name: /^Versions/ }).click();
    const versions = page.getByRole("list", { name: "Versions, newest first" }).locator(":scope > li");
    await expect(versions).toHaveCount(2);
    const [v2, v1] = [versions.nth(0), versions.nth(1)];
    await expect(v2.getByRole("heading", { level: 3 })).toHaveText("Version 2");
    await expect(v1.getByRole("heading", { level: 3 })).toHaveText("Version 1");

    // Version 2, the newest, reads open: its changes listed, and in its terms the stroke CT line and its tier marked.
    await expect(v2.getByRole("list", { name: "Changes in version 2" }).getByRole("listitem")).toHaveText([
      `Service line added: CT, ${EMERGENCY}, €65.00`,
      `Tier added: ${EMERGENCY}, reported within 30 minutes`,
    ]);
    const lines = v2.getByRole("table").getByRole("row");
    await expect(lines).toHaveCount(4);
    await expect(lines.filter({ hasText: EMERGENCY })).toHaveAccessibleName(`CT Added ${EMERGENCY} €65.00`);
    await expect(lines.filter({ hasText: "Urgent (1-4h)" }).filter({ hasText: "Added" })).toHaveCount(0);
    const tiers = v2.getByRole("region", { name: "Turnaround commitments and service credits" }).getByRole("listitem");
    await expect(tiers.filter({ hasText: EMERGENCY })).toContainText("Added");
    await expect(tiers.filter({ hasText: "Urgent (1-4h)" })).not.toContainText("Added");
    await expect(v2.getByRole("link", { name: "Download PDF of version 2" })).toBeVisible();

    // Version 1, the first, opens from the keyboard: its two lines, nothing marked.
    await expect(v1.getByRole("table")).toBeHidden();
    await v1.getByText("Terms of version 1").press("Enter");
    await expect(v1.getByRole("table").getByRole("row")).toHaveCount(3);
    await expect(v1.getByRole("table")).not.toContainText("Added");
    await expect(v1.getByRole("link", { name: "Download PDF of version 1" })).toBeVisible();
  });
});
