// Helpers for the account journeys (e2e/accounts-*.spec.ts): fresh shoppers, the dev outbox
// (GET /api/dev/outbox, on in the e2e server through DEV_OUTBOX) and the sign-in dialogs.
import { type APIRequestContext, expect, type Locator, type Page, request as playwrightRequest } from '@playwright/test';
import { BASE_URL } from './env.ts';

export const PASSWORD = 'Shopper#2024';

/** A 10-digit mobile starting 6-9 (spec §9); random, so OTP limits per phone never carry over. */
export function freshPhone(): string {
  let digits = String(6 + Math.floor(Math.random() * 4));
  while (digits.length < 10) digits += String(Math.floor(Math.random() * 10));
  return digits;
}

export function freshEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface Shopper {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  password: string;
}

export function freshShopper(tag: string): Shopper {
  return { first_name: 'Asha', last_name: 'Rao', phone: freshPhone(), email: freshEmail(tag), password: PASSWORD };
}

// ---------------------------------------------------------------- dev outbox

export interface OutboxEntry {
  id: string;
  channel: 'sms' | 'mail';
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
}

export async function readOutbox(request: APIRequestContext, filter: { channel: 'sms' | 'mail'; to: string }): Promise<OutboxEntry[]> {
  const url = new URL('/api/dev/outbox', BASE_URL);
  url.searchParams.set('channel', filter.channel);
  url.searchParams.set('to', filter.to);
  const response = await request.get(url.href);
  expect(response.status(), `GET ${url.pathname}${url.search}`).toBe(200);
  return ((await response.json()) as { data: OutboxEntry[] }).data;
}

/**
 * The newest message to `to` once there are more than `after` of them (a resend or a second
 * flow must not read the previous code). Mail goes out after the API has answered, so this polls.
 */
export async function waitForMessage(request: APIRequestContext, channel: 'sms' | 'mail', to: string, after = 0): Promise<OutboxEntry> {
  let messages: OutboxEntry[] = [];
  await expect
    .poll(
      async () => {
        messages = await readOutbox(request, { channel, to });
        return messages.length;
      },
      { message: `${channel} to ${to}`, timeout: 10_000 },
    )
    .toBeGreaterThan(after);
  return messages[0];
}

/** The 4-digit code of the newest SMS to `phone` (after `after` earlier ones). */
export async function latestOtp(request: APIRequestContext, phone: string, after = 0): Promise<string> {
  const sms = await waitForMessage(request, 'sms', phone, after);
  const code = /\b(\d{4})\b/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no 4-digit code in ${JSON.stringify(sms.body)}`);
  return code;
}

export async function countSms(request: APIRequestContext, phone: string): Promise<number> {
  return (await readOutbox(request, { channel: 'sms', to: phone })).length;
}

// ---------------------------------------------------------------- accounts through the API

async function post(api: APIRequestContext, path: string, data: unknown) {
  const response = await api.post(new URL(path, BASE_URL).href, { headers: { origin: new URL(BASE_URL).origin }, data });
  const body = await response.text();
  if (!response.ok()) throw new Error(`POST ${path} -> ${response.status()}: ${body}`);
  return JSON.parse(body) as { data: unknown };
}

/**
 * An email-and-password account whose phone is already verified (so signing in opens no Verify
 * Account popup), made through the API in its own cookie jar: the browser stays a guest.
 */
export async function createVerifiedShopper(outbox: APIRequestContext, tag: string): Promise<Shopper> {
  const shopper = freshShopper(tag);
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    await post(api, '/api/auth/register', shopper);
    await post(api, '/api/account/otp/generate', { input: shopper.phone, type: 'phone' });
    await post(api, '/api/account/otp/verify', { input: shopper.phone, otp: await latestOtp(outbox, shopper.phone) });
  } finally {
    await api.dispose();
  }
  return shopper;
}

// ---------------------------------------------------------------- the dialogs

/** The guest's account action in the header (md and up); click it only after waitForHydration. */
export function headerLogin(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
}

export function headerLogout(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Logout', exact: true });
}

export function loginDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Login' });
}

export function verifyAccountDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Verify Account' });
}

/** Types the code box by box, as a shopper does ('Digit 1 of 4' …). */
export async function typeOtp(scope: Locator, code: string): Promise<void> {
  for (const [index, digit] of [...code].entries()) {
    await scope.getByRole('textbox', { name: `Digit ${index + 1} of ${code.length}` }).pressSequentially(digit);
  }
}

/** Opens the login dialog from the header and switches it to email and password if it is on OTP. */
export async function openEmailLogin(page: Page): Promise<Locator> {
  await headerLogin(page).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();
  await useEmailIn(dialog);
  return dialog;
}

/** In an open login dialog: 'Login with Email' when the OTP form shows (the demo shop starts there). */
export async function useEmailIn(dialog: Locator): Promise<void> {
  const toEmail = dialog.getByRole('button', { name: 'Login with Email' });
  const email = dialog.getByLabel('Email', { exact: true });
  await expect(toEmail.or(email).first()).toBeVisible();
  if (await toEmail.isVisible()) await toEmail.click();
  await expect(email).toBeVisible();
}

export async function submitEmailLogin(dialog: Locator, email: string, password: string): Promise<void> {
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'LOGIN', exact: true }).click();
}

/**
 * Signs the browser in through the API (POST /api/auth/login shares the page's cookie jar), for
 * journeys about what a signed-in shopper does rather than about signing in.
 */
export async function signInThroughApi(page: Page, shopper: Pick<Shopper, 'email' | 'password'>): Promise<void> {
  const response = await page.request.post(new URL('/api/auth/login', BASE_URL).href, {
    headers: { origin: new URL(BASE_URL).origin },
    data: { email: shopper.email, password: shopper.password, remember_me: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills the Register dialog's email-and-password form with the shopper and submits it. */
export async function submitRegisterForm(register: Locator, shopper: Shopper): Promise<void> {
  await register.getByLabel('First name').fill(shopper.first_name);
  await register.getByLabel('Last name').fill(shopper.last_name);
  await register.getByLabel('Phone number').fill(shopper.phone);
  await register.getByLabel('Email', { exact: true }).fill(shopper.email);
  await register.getByLabel('Password', { exact: true }).fill(shopper.password);
  await register.getByRole('button', { name: 'REGISTER', exact: true }).click();
  await expect(register).toBeHidden();
}
