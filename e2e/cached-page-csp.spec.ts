// A page served from the HTML cache carries no nonce: its policy allows its own inline scripts by
// sha256 hash (decisions/031). The browser must run every one of them (hydration, scroll
// restoration, the consent head check) and report no policy violation.
import type { Page } from '@playwright/test';
import { CUSHION_PAGE } from './support/cart.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';

/** Records the Content-Security-Policy violations the page reports. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

for (const path of ['/', CUSHION_PAGE, '/faq']) {
  test(`a cached page (${path}) runs its inline scripts by hash, without a nonce`, async ({ page }) => {
    const violations = await recordViolations(page);
    await page.request.get(path); // stores the page
    const response = await page.goto(path);
    expect(response?.headers()['x-cache']).toBe('hit');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain('nonce');
    expect(await response?.text()).not.toMatch(/\snonce="/); // no nonce attribute left
    await waitForHydration(page);
    expect(violations).toEqual([]);
  });
}
