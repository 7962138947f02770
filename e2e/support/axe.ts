// One accessibility scan for every journey: WCAG 2.x A and AA, plus two of axe's best-practice
// landmark rules every page must pass (issue 13): "region" (all content inside a landmark) and
// "landmark-unique" (two search or navigation landmarks need different names). Answered as a
// short list to compare with []. Excluding a part of the page turns "region" off (axe runs its
// page-level rules on whole pages only).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function axeViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { region: { enabled: true }, 'landmark-unique': { enabled: true } } });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}
