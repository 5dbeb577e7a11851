import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export type AxeScope = {
  /** Names the place in the failure message (a width, a theme, a tab). */
  label?: string;
  /** Only this part of the page (a dialog). */
  include?: string;
  /** Leave this part out (a third party's frame). */
  exclude?: string;
};

/**
 * Every screen's accessibility rule (ARCHITECTURE.md, decision 10): axe finds no serious or
 * critical violation. A failure lists each rule with the elements it found.
 */
export async function expectNoSeriousAxe(page: Page, scope: AxeScope = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const { violations } = await builder.analyze();
  expect(
    violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    scope.label,
  ).toEqual([]);
}
