import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The open page's WCAG 2.2 A and AA violations as axe-core finds them (contrast, names, roles,
 * structure, and targets of at least 24 × 24 CSS px or with that room around them: 2.5.8), one
 * readable line each: `label: rule (the elements it found)`. A page that passes gives `[]`, so a
 * test asserts `toEqual([])` and a failure names them.
 *
 * axe runs in the page itself (legacy mode): the default mode opens a blank page for every check
 * to merge the frames' results, 0.8 s of a full check's 2 s on this machine. Our pages have no
 * frame but the sandboxed mail preview, which is left out: it runs no script, so axe cannot be
 * injected into it, and what it shows is a mail, not the page.
 */
export async function wcagViolations(page: Page, label?: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .exclude("iframe[sandbox]")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const prefix = label ? `${label}: ` : "";
  return violations.map((violation) => `${prefix}${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}
