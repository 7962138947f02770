// Specs import { test, expect } from here instead of '@playwright/test': after every test the
// storefront is switched back to its defaults, so a spec that sets a site mode can't leak it.
import { test as base, expect } from '@playwright/test';
import { adminResetStorefront } from './admin.ts';

export const test = base.extend<{ resetStorefront: undefined }>({
  resetStorefront: [
    async ({ request }, use) => {
      await use(undefined);
      await adminResetStorefront(request);
    },
    { auto: true },
  ],
});

export { expect };
