// Shopper task: sign in with a one-time code texted to the phone (spec §2 login dialog, OTP
// input, §4 OTP flow, §9 limits; issue 4). The code is read from the dev outbox.

import { countSms, freshPhone, headerLogin, headerLogout, latestOtp, loginDialog, typeOtp } from './support/accounts.ts';
import { waitForHydration } from './support/catalog.ts';
import { expect, test } from './support/fixtures.ts';
import { atPath } from './support/journeys.ts';

test('log in by OTP: phone, SEND OTP, the code from the outbox, VERIFY, signed in', async ({ page, request }) => {
  const phone = freshPhone();
  await page.goto('/');
  await waitForHydration(page);
  await headerLogin(page).click();
  const dialog = loginDialog(page);
  await expect(dialog).toBeVisible();

  // spec §5: the phone input keeps digits only; a short number is refused before any SMS.
  const phoneInput = dialog.getByLabel('Phone number');
  await expect(phoneInput).toBeFocused();
  await phoneInput.pressSequentially('98-76e5');
  await expect(phoneInput).toHaveValue('98765');
  await dialog.getByRole('button', { name: 'SEND OTP' }).click();
  await expect(dialog.getByText('Invalid phone number')).toBeVisible();
  expect(await countSms(request, '98765')).toBe(0);

  await phoneInput.fill(phone);
  await dialog.getByRole('button', { name: 'SEND OTP' }).click();
  await expect(dialog.getByText(`Enter the code we just sent to ${phone}`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'We have sent a code to your mobile phone' })).toBeVisible();
  const code = await latestOtp(request, phone);

  // A wrong code (sharing its first two digits with the right one) is refused and leaves the
  // shopper on the code step.
  const verify = dialog.getByRole('button', { name: 'VERIFY' });
  await expect(verify).toBeDisabled();
  const wrong = code.slice(0, 2) + [...code.slice(2)].map((digit) => String((Number(digit) + 1) % 10)).join('');
  await typeOtp(dialog, wrong);
  await expect(verify).toBeEnabled();
  await verify.click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'The OTP is not valid or has expired' })).toBeVisible();

  // Backspace clears a box and moves back (spec §5).
  const last = dialog.getByRole('textbox', { name: 'Digit 4 of 4' });
  await last.focus();
  await last.press('Backspace');
  await expect(last).toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'Digit 3 of 4' })).toBeFocused();
  await expect(verify).toBeDisabled();

  // The shopper goes back to the first box and types the right code over the old one: each digit
  // replaces its box and moves on, the same digit as before included.
  await dialog.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code);
  for (const [index, digit] of [...code].entries()) {
    await expect(dialog.getByRole('textbox', { name: `Digit ${index + 1} of 4` })).toHaveValue(digit);
  }
  await verify.click();

  // A phone without an account gets one (registration is on) and lands on the dashboard.
  await expect(page).toHaveURL(atPath('/account'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Hello, ${phone}`)).toBeVisible();
  await expect(headerLogout(page)).toBeVisible();
  await expect(loginDialog(page)).toHaveCount(0);

  // The same phone signs in to the same account next time.
  await waitForHydration(page);
  await headerLogout(page).click();
  await expect(page).toHaveURL(atPath('/'));
  await waitForHydration(page);
  await headerLogin(page).click();
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'SEND OTP' }).click();
  await typeOtp(dialog, await latestOtp(request, phone, 1));
  await dialog.getByRole('button', { name: 'VERIFY' }).click();
  await expect(page).toHaveURL(atPath('/account'));
  await expect(page.getByText(`Hello, ${phone}`)).toBeVisible();
});

test('Change Phone goes back to the phone step with the number kept', async ({ page, request }) => {
  const phone = freshPhone();
  await page.goto('/');
  await waitForHydration(page);
  await headerLogin(page).click();
  const dialog = loginDialog(page);
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByRole('button', { name: 'SEND OTP' }).click();
  await latestOtp(request, phone);
  await dialog.getByRole('button', { name: 'Change Phone' }).click();
  await expect(dialog.getByLabel('Phone number')).toHaveValue(phone);
  await expect(dialog.getByLabel('Phone number')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'SEND OTP' })).toBeVisible();
});
