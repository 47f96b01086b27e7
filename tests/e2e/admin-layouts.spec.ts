import { randomBytes } from "node:crypto";
import { expect, test } from "./test";
import { type Locator, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config.js";
import { signIn } from "./fixtures.js";
import { hydrated, setCountry } from "./site-support.js";

/**
 * The footer editor's lists: social links and office locations are added, edited, reordered (by keyboard) and
 * removed, and the public footer follows: facebook, twitter, linkedin and instagram as icons, any other platform
 * as its name. The spec removes what it added, so the footer ends as it began; its values are unique to the run.
 */

async function openFooterEditor(page: Page) {
  await page.goto("/admin/layouts/footer");
  await hydrated(page);
}

const socialGroup = (page: Page) => page.getByRole("group", { name: "Social links" });
const officeGroup = (page: Page) => page.getByRole("group", { name: "Office locations" });

/** Index (0-based) of the list item whose input labelled `label` holds `value`. */
async function indexOf(items: Locator, label: string, value: string): Promise<number> {
  const values = await items.evaluateAll(
    (lis, l) =>
      lis.map((li) => {
        const input = [...li.querySelectorAll("label")].find((x) => x.textContent?.trim() === l)?.control as
          HTMLInputElement | undefined;
        return input?.value ?? "";
      }),
    label,
  );
  const index = values.indexOf(value);
  expect(index, `${label} = ${value} in ${values.join(", ")}`).toBeGreaterThanOrEqual(0);
  return index;
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "the footer is published: visitors see it now." })).toBeVisible();
}

test("footer editor: social links and offices added, edited, reordered and removed, as the public footer shows", async ({
  page,
  browser,
}, testInfo) => {
  const width = testInfo.project.name === "phone" ? 390 : 1280;
  const tag = randomBytes(3).toString("hex");
  const twitter = `https://twitter.com/crestline-${tag}`;
  const tiktok = `https://www.tiktok.com/@crestline-${tag}`;
  const country = `Qatar ${tag}`;
  await signIn(page);
  await openFooterEditor(page);

  // add two social links: one with an icon (twitter), one without (tiktok)
  const links = socialGroup(page).getByRole("listitem");
  const before = await links.count();
  await socialGroup(page).getByRole("button", { name: "Add social link" }).click();
  await expect(links).toHaveCount(before + 1);
  const platform = "Platform (facebook, twitter, linkedin, instagram or any name)";
  await links.nth(before).getByLabel(platform).fill("twitter");
  await links.nth(before).getByLabel("Address (https://…)").fill(`https://twitter.com/old-${tag}`);
  await socialGroup(page).getByRole("button", { name: "Add social link" }).click();
  await expect(links).toHaveCount(before + 2);
  await links
    .nth(before + 1)
    .getByLabel(platform)
    .fill("TikTok");
  await links
    .nth(before + 1)
    .getByLabel("Address (https://…)")
    .fill(tiktok);
  // edit: the twitter address
  await links.nth(before).getByLabel("Address (https://…)").fill(twitter);
  // reorder by keyboard: tiktok one up, before twitter
  await page.getByRole("button", { name: `Move social link ${before + 2} up`, exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(links.nth(before).getByLabel(platform)).toHaveValue("TikTok");

  // add an office and move it to the top
  const offices = officeGroup(page).getByRole("listitem");
  const officeCount = await offices.count();
  await officeGroup(page).getByRole("button", { name: "Add office" }).click();
  await expect(offices).toHaveCount(officeCount + 1);
  const added = offices.nth(officeCount);
  await added.getByLabel("Country").fill(country);
  await added.getByLabel("Address", { exact: true }).fill("West Bay, Doha");
  await added.getByLabel("Email").fill(`doha-${tag}@example.com`);
  await added.getByLabel("Phone").fill("+974 4400 0000");
  await added.getByLabel("WhatsApp number (leave empty if none)").fill("+974 5500 1234");
  for (let position = officeCount + 1; position > 1; position--) {
    await page.getByRole("button", { name: `Move office ${position} up`, exact: true }).click();
    await expect(offices.nth(position - 2).getByLabel("Country")).toHaveValue(country);
  }
  await publish(page);

  // the visitor's footer: twitter as an icon, tiktok as its name, tiktok first; the new office first
  const visitorContext = await browser.newContext({ baseURL, viewport: { width, height: 844 } });
  await setCountry(visitorContext, "bangladesh");
  const visitor = await visitorContext.newPage();
  await visitor.goto("/");
  const social = visitor.getByRole("list", { name: "Social media" }).getByRole("link");
  const hrefs = await social.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs.indexOf(tiktok)).toBeGreaterThanOrEqual(0);
  expect(hrefs.indexOf(tiktok)).toBe(hrefs.indexOf(twitter) - 1);
  expect(hrefs).not.toContain(`https://twitter.com/old-${tag}`);
  const twitterLink = visitor.locator(`footer a[href="${twitter}"]`);
  await expect(twitterLink).toHaveAccessibleName("twitter");
  await expect(twitterLink.locator("svg")).toHaveCount(1);
  const tiktokLink = visitor.locator(`footer a[href="${tiktok}"]`);
  await expect(tiktokLink).toHaveText("tiktok");
  await expect(tiktokLink.locator("svg")).toHaveCount(0);
  const firstOffice = visitor.locator("#footer-offices + ul > li").first();
  await expect(firstOffice).toContainText(country);
  await expect(firstOffice.getByRole("link", { name: `doha-${tag}@example.com` })).toHaveAttribute(
    "href",
    `mailto:doha-${tag}@example.com`,
  );
  // its WhatsApp number as a chat link, its phone as a call link
  await expect(firstOffice.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", "https://wa.me/97455001234");
  await expect(firstOffice.locator('a[href="tel:+97444000000"]')).toHaveCount(1);

  // remove what this test added; the footer is as it began
  await openFooterEditor(page);
  for (const [i, url] of [twitter, tiktok].entries()) {
    const index = await indexOf(links, "Address (https://…)", url);
    await page.getByRole("button", { name: `Remove social link ${index + 1}`, exact: true }).click();
    await expect(links).toHaveCount(before + 1 - i);
  }
  const officeIndex = await indexOf(offices, "Country", country);
  await page.getByRole("button", { name: `Remove office ${officeIndex + 1}`, exact: true }).click();
  await expect(offices).toHaveCount(officeCount);
  await publish(page);
  await visitor.goto("/");
  await expect(visitor.locator(`footer a[href="${twitter}"], footer a[href="${tiktok}"]`)).toHaveCount(0);
  await expect(visitor.locator("footer")).not.toContainText(country);
  await visitorContext.close();
});
