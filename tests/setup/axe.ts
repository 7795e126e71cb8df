import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe in the page itself (legacy mode). The default mode opens a blank page for every check to
 * merge the frames' results, which cost 0.8 s of a full check's 2 s and 0.25 s of a target-size
 * check on this machine (about 200 checks a run); our pages have no frame but the sandboxed mail
 * preview, which both modes leave out, and both gave the same results on the public pages.
 */
function axe(page: Page) {
  return new AxeBuilder({ page }).setLegacyMode(true).exclude("iframe[sandbox]");
}

/**
 * The open page's WCAG 2 A and AA violations as axe-core finds them (contrast, names,
 * roles, structure), one readable line each: `label: rule (the elements it found)`.
 * A page that passes gives `[]`, so a test asserts `toEqual([])` and a failure names them.
 * Sandboxed frames (a mail's HTML previewed in the admin) are left out: they run no script,
 * so axe cannot be injected into them, and what they show is a mail, not the page.
 */
export async function wcagViolations(page: Page, label?: string): Promise<string[]> {
  const { violations } = await axe(page).withTags(["wcag2a", "wcag2aa"]).analyze();
  const prefix = label ? `${label}: ` : "";
  return violations.map((violation) => `${prefix}${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

/**
 * Controls smaller than 24 × 24 CSS px without room around them (WCAG 2.2's 2.5.8, axe's
 * `target-size`), one line each. Not in the WCAG 2 tags above: asked for by name, at a phone's width.
 */
export async function smallTargets(page: Page, label: string): Promise<string[]> {
  const { violations } = await axe(page).withRules(["target-size"]).analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => `${label}: ${node.target.join(" ")}`));
}
