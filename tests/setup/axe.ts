import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The open page's WCAG 2 A and AA violations as axe-core finds them (contrast, names,
 * roles, structure), one readable line each: `label: rule (the elements it found)`.
 * A page that passes gives `[]`, so a test asserts `toEqual([])` and a failure names them.
 * Sandboxed frames (a mail's HTML previewed in the admin) are left out: they run no script,
 * so axe cannot be injected into them, and what they show is a mail, not the page.
 */
export async function wcagViolations(page: Page, label?: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("iframe[sandbox]").analyze();
  const prefix = label ? `${label}: ` : "";
  return violations.map((violation) => `${prefix}${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

/**
 * Controls smaller than 24 × 24 CSS px without room around them (WCAG 2.2's 2.5.8, axe's
 * `target-size`), one line each. Not in the WCAG 2 tags above: asked for by name, at a phone's width.
 */
export async function smallTargets(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(["target-size"]).exclude("iframe[sandbox]").analyze();
  return violations.flatMap((violation) => violation.nodes.map((node) => `${label}: ${node.target.join(" ")}`));
}
