// The owner's live editor (spec §1, §2, §6, §7 notes; decisions/030): /admin/login with the token
// opens /admin/editor, which frames the shop and talks to it through the editor protocol. Also
// the Admin Panel link, the new-version notice and a plugin's account pane.

import type { APIRequestContext, Frame, Page } from '@playwright/test';
import { createVerifiedShopper, signInThroughApi } from './support/accounts.ts';
import { adminUpdateStorefront } from './support/admin.ts';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/catalog.ts';
import { ADMIN_TOKEN, BASE_URL } from './support/env.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

const PROTOCOL = 'vitrine-editor/1';

/** Any alert, confirm or prompt means a payload ran: the test fails. */
function failOnDialog(page: Page) {
  page.on('dialog', async (dialog) => {
    await dialog.dismiss();
    throw new Error(`A script ran: ${dialog.type()} "${dialog.message()}"`);
  });
}

async function openEditor(page: Page) {
  const response = await page.goto(`/admin/login?token=${encodeURIComponent(ADMIN_TOKEN)}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(atPath('/admin/editor'));
  await expect(page.getByRole('heading', { level: 1, name: 'Live editor' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Storefront preview"]');
  await expect(frame.getByRole('button', { name: 'Edit header' })).toBeVisible({ timeout: 20_000 });
  return frame;
}

function shopFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.parentFrame() === page.mainFrame());
  if (!frame) throw new Error('no storefront frame');
  return frame;
}

const primaryIn = (frame: Frame) => frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());

test('/admin/login refuses a wrong or missing token with a message', async ({ page }) => {
  const wrong = await page.goto('/admin/login?token=not-the-token');
  expect(wrong?.status()).toBe(401);
  await expect(page.getByRole('alert')).toHaveText('A valid admin token is required');
  expect(wrong?.headers()['cache-control']).toMatch(/no-store/);
  const missing = await page.goto('/admin/login');
  expect(missing?.status()).toBe(401);
  // Without the admin cookie the editor sends the visitor to the login page.
  await page.goto('/admin/editor');
  await expect(page).toHaveURL(atPath('/admin/login'));
  expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'vitrine_admin' }));
});

test('the editor frames the shop: edit buttons, preview mode, edit requests, live colour and sections, save', async ({ page, request }) => {
  failOnDialog(page);
  const frame = await openEditor(page);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'vitrine_admin')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

  // Editor mode: buttons on the header, footer, page and each section; the parent lists them.
  await expect(frame.getByRole('button', { name: 'Edit footer' })).toBeAttached();
  await expect(frame.getByRole('button', { name: 'Edit page' })).toBeVisible();
  await expect(frame.getByRole('button', { name: /^Edit section: / }).first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Edit header' })).toBeVisible();

  // Clicking one tells the parent which part to edit.
  await frame.getByRole('button', { name: 'Edit header' }).click();
  await expect(page.getByTestId('requested-part')).toHaveText('Editing: header');

  // Preview mode hides every edit button; editor mode brings them back.
  await page.getByRole('radio', { name: 'Preview' }).check();
  await expect(frame.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Editor' }).check();
  await expect(frame.getByRole('button', { name: 'Edit header' })).toBeVisible();

  // A colour change shows in the framed shop without a reload.
  const shop = shopFrame(page);
  const before = await primaryIn(shop);
  await shop.evaluate(() => {
    (window as { __sameDocument?: boolean }).__sameDocument = true;
  });
  try {
    await page.getByLabel('Primary colour').fill('#1b6b3a');
    await expect.poll(() => primaryIn(shop)).toBe('#1b6b3a');

    // Sections pushed by the parent replace the page's sections in place; owner HTML never runs scripts.
    await page.evaluate((protocol) => {
      const target = document.querySelector('iframe')!.contentWindow!;
      target.postMessage(
        {
          protocol,
          type: 'sections-replace',
          sections: [
            {
              key: 'live-preview',
              component_type: 'rich-text',
              component_data: { heading: 'Live preview heading', html: '<p>Pushed text<img src="x" onerror="alert(1)"></p>' },
            },
          ],
        },
        window.location.origin,
      );
    }, PROTOCOL);
    await expect(frame.getByText('Live preview heading')).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Edit section: rich-text' })).toBeVisible();
    expect(await shop.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Save persists the colour: a reload of the shop shows it.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Theme saved' })).toBeVisible();
    const values = await (await request.get(new URL('/api/storefront/initial-values', BASE_URL).href)).json();
    expect(values.data.storefront.theme.colors.primary).toBe('#1b6b3a');
  } finally {
    const values = await (await request.get(new URL('/api/storefront/initial-values', BASE_URL).href)).json();
    await adminUpdateStorefront(request, { theme: { ...values.data.storefront.theme, colors: { ...values.data.storefront.theme.colors, primary: before } } });
  }
});

test('a message from an origin the settings do not allow is ignored', async ({ page }) => {
  const frame = await openEditor(page);
  const shop = shopFrame(page);
  const sendAs = (origin: string, data: Record<string, unknown>) =>
    shop.evaluate(
      ([from, message]) => {
        window.dispatchEvent(new MessageEvent('message', { data: message, origin: from, source: window.parent }));
      },
      [origin, { protocol: PROTOCOL, ...data }] as const,
    );
  const before = await primaryIn(shop);
  for (const origin of ['https://evil.example', 'null']) {
    await sendAs(origin, { type: 'set-mode', mode: 'preview' });
    await sendAs(origin, { type: 'theme-patch', patch: { colors: { primary: '#000001' } } });
  }
  // Still in editor mode with the shop's colour.
  await expect(frame.getByRole('button', { name: 'Edit header' })).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('data-editor-mode', 'editor');
  expect(await primaryIn(shop)).toBe(before);
  // The same patch from the shop's own origin is applied (the check, not the message, refused it).
  await sendAs(new URL(BASE_URL).origin, { type: 'theme-patch', patch: { colors: { primary: '#000001' } } });
  await expect.poll(() => primaryIn(shop)).toBe('#000001');
});

test('the editor page is accessible at 375 and 1280 px', async ({ page }) => {
  // axe scans the framed shop too, twice: slow on a busy 2-core machine.
  test.setTimeout(120_000);
  await openEditor(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${width}px`).toEqual([]);
  }
});

test('the Admin Panel link shows only with the admin cookie; shoppers never download the editor code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const home = await page.goto('/');
  expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  // The sections store (editor-sections) is part of every page; the bridge and the editor are not.
  expect(scripts.filter((url) => /editor/.test(url) && !url.includes('/editor-sections-'))).toEqual([]);

  await openEditor(page);
  await page.goto('/');
  await waitForHydration(page);
  const link = page.getByRole('link', { name: 'Admin Panel' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(atPath('/admin/editor'));
});

test('a new build id makes the reload notice appear', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('vitrine:deploy-poll-ms', '300'));
  let fake = false;
  await page.route('**/build-latest.json', async (route) => {
    if (!fake) return route.continue();
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ build_id: 'a-newer-build' }) });
  });
  await page.goto('/');
  await waitForHydration(page);
  const notice = page.getByRole('status').getByText('A new version of the shop is available');
  await expect(notice).toHaveCount(0);
  fake = true;
  await expect(notice).toBeVisible();
  await expect(page.getByRole('status').getByRole('button', { name: 'Reload' })).toBeVisible();
});

/** The owner switches a plugin on or off (PUT /api/admin/plugins/{module_name}). */
async function setPluginActive(request: APIRequestContext, moduleName: string, isActive: boolean) {
  const response = await request.put(new URL(`/api/admin/plugins/${moduleName}`, BASE_URL).href, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, origin: new URL(BASE_URL).origin },
    data: { is_active: isActive },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test("a plugin's account pane opens from the account menu", async ({ page, request }) => {
  test.setTimeout(90_000);
  failOnDialog(page);
  // The demo shop runs no loyalty programme, so its Loyalty points plugin is off until an owner turns it on.
  await setPluginActive(request, 'LoyaltyPoints', true);
  try {
    await openLoyaltyPane(page, request);
  } finally {
    await setPluginActive(request, 'LoyaltyPoints', false);
  }
});

async function openLoyaltyPane(page: Page, request: APIRequestContext) {
  const shopper = await createVerifiedShopper(request, 'plugin-pane');
  await signInThroughApi(page, shopper);
  await page.goto('/account');
  const menu = page.getByRole('navigation', { name: 'Account menu' });
  await expect(menu.getByText('Rewards')).toBeVisible();
  await menu.getByRole('link', { name: 'Loyalty points' }).click();
  await expect(page).toHaveURL(atPath('/account/loyalty'));
  await expect(page.getByRole('heading', { level: 1, name: 'Loyalty points' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How points work' })).toBeVisible();
  // Scanned once the page has settled: the loading bar is a progressbar outside the landmarks.
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${width}px`).toEqual([]);
  }
  // A slug no plugin declares is still Page Not Found.
  const missing = await page.goto('/account/not-a-pane');
  expect(missing?.status()).toBe(404);
}
