// One accessibility scan for every journey: WCAG 2.x A and AA (axe's best-practice rules, such as
// the shell-wide "region" finding, are not among them), answered as a short list to compare with [].
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function axeViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}
