import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./test";
import { signIn } from "./fixtures.js";
import { openEditor } from "./editor-support.js";
import { headerNav, isPhone, setCountry } from "./site-support.js";

// The navbar editor orders and hides the header's links (docs/product.md, "Public pages"); the header and the phone
// menu follow once published. The specification's links are the default, and this spec puts them back.

const SHOTS = "/tmp/shots-worker";
const SHOWN = "Shown in the header and the phone menu";

/** The editor's list of links. */
const linkList = (page: Page) => page.getByRole("group", { name: "Links in the header and the phone menu (in this order)" });

/** The links of the header's navigation (desktop) or of the phone menu, in order. */
async function headerLinks(page: Page, testInfo: TestInfo): Promise<Locator> {
  const nav = await headerNav(page, testInfo);
  return isPhone(testInfo) ? nav.locator("ul").first().getByRole("link") : nav.getByRole("link");
}

/** Publishes and waits for the answer (the status line may say "Published" from before already). */
async function publish(page: Page) {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/layouts/navbar")),
    page.getByRole("button", { name: "Publish", exact: true }).click(),
  ]);
  await expect(page.getByTestId("draft-status")).toContainText("Published: the site shows this content");
}

test("the office moves Register to the front and hides Projects; the header and the phone menu follow", async ({
  page,
}, testInfo) => {
  const width = page.viewportSize()!.width;
  await setCountry(page.context(), "bangladesh");
  await signIn(page);
  await openEditor(page, "/admin/layouts/navbar");
  const list = linkList(page);
  // the specification's links by default, each shown
  await expect(list.getByRole("combobox", { name: "Page" })).toHaveCount(8);
  await expect(list.getByRole("combobox", { name: "Page" }).nth(2)).toHaveValue("register");
  await expect(list.getByRole("checkbox", { name: SHOWN })).toHaveCount(8);

  let published = false;
  try {
    await list.getByRole("button", { name: "Move link 3 up" }).click();
    await list.getByRole("button", { name: "Move link 2 up" }).click();
    await expect(list.getByRole("combobox", { name: "Page" }).first()).toHaveValue("register");
    const projects = list.getByRole("listitem").filter({ has: page.locator("option[value=projects]:checked") });
    await projects.getByRole("checkbox", { name: SHOWN }).uncheck();
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/navbar-editor-${width}.png`, fullPage: true });
    await publish(page);
    published = true;

    await page.goto("/");
    const links = await headerLinks(page, testInfo);
    await expect(links).toHaveText(["Register", "Home", "Jobs abroad", "About", "Services", "Contact"]);
    await page.screenshot({ path: `${SHOTS}/navbar-header-${width}.png` });
    // in Bangla too, each link leading to its Bangla page
    await page.goto("/bn");
    const bangla = page.locator("header nav").first().locator("a");
    await expect(bangla).toHaveCount(6);
    await expect(bangla.first()).toHaveAttribute("href", "/bn/worker-registration");
  } finally {
    if (published) {
      // back to the specification's links for the other specs
      await openEditor(page, "/admin/layouts/navbar");
      await linkList(page).getByRole("button", { name: "Move link 1 down" }).click();
      await linkList(page).getByRole("button", { name: "Move link 2 down" }).click();
      await linkList(page)
        .getByRole("listitem")
        .filter({ has: page.locator("option[value=projects]:checked") })
        .getByRole("checkbox", { name: SHOWN })
        .check();
      await publish(page);
    }
  }
  await page.goto("/");
  await expect(await headerLinks(page, testInfo)).toHaveText([
    "Home",
    "Jobs abroad",
    "Register",
    "About",
    "Services",
    "Projects",
    "Contact",
  ]);
});
