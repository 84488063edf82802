import path from "node:path";
import type { Page } from "@playwright/test";

// axe-core is in node_modules through eslint-plugin-jsx-a11y; `@axe-core/playwright` is not installed, so the
// engine is injected as a script (the same thing that package does).
const axePath = path.join(process.cwd(), "node_modules", "axe-core", "axe.min.js");

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> };

/** The critical and serious axe violations of the page as it is now (WCAG 2.1 A/AA and best practices). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const r = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    return r.violations;
  });
  return violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(", ")}`,
    );
}
