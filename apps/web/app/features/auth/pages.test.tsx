import type { OutboxMessage } from '@vitrine/contracts/auth';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DevOutbox } from './dev-outbox';
import { StrengthBar } from './password-strength';
import { ResetPasswordForm } from './reset-password-form';

const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('ResetPasswordForm', () => {
  it('asks for the new password twice with a strength meter', () => {
    const html = text(renderToString(<ResetPasswordForm email="asha@example.com" token="tok" />));
    expect(html).toContain('Choose a new password for <strong>asha@example.com</strong>');
    expect(html).toMatch(/>New password<\/label><input[^>]*autoComplete="new-password"[^>]*type="password" name="password"/);
    expect(html).toMatch(/>Confirm password<\/label><input[^>]*name="password_confirmation"/);
    expect(html).toContain('RESET PASSWORD</button>');
  });
});

describe('StrengthBar', () => {
  it('says nothing when empty and names the level otherwise', () => {
    expect(renderToString(<StrengthBar score={0} />)).toContain('aria-live="polite"></p>');
    expect(renderToString(<StrengthBar score={1} />)).toContain('Password strength: Weak');
    expect(renderToString(<StrengthBar score={2} />)).toContain('Password strength: Medium');
    expect(renderToString(<StrengthBar score={3} />)).toContain('class="strength strength--3"');
  });
});

describe('DevOutbox', () => {
  const mail: OutboxMessage = {
    id: 'out_1',
    channel: 'mail',
    to: 'asha@example.com',
    subject: 'Reset your password',
    body: 'Open https://shop.test/account/reset-password/asha%40example.com/tok to choose a new password.',
    created_at: '2025-01-01T00:00:00.000Z',
  };
  const sms: OutboxMessage = {
    id: 'out_2',
    channel: 'sms',
    to: '9876543210',
    subject: null,
    body: 'Your code is 1234',
    created_at: '2025-01-01T00:00:01.000Z',
  };

  it('lists channel, recipient, subject and body with clickable links', () => {
    const html = text(renderToString(<DevOutbox initialEntries={[mail, sms]} />));
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html).toContain('aria-label="mail to asha@example.com"');
    expect(html).toContain('<h2 class="outbox__subject">Reset your password</h2>');
    expect(html).toContain('<a href="https://shop.test/account/reset-password/asha%40example.com/tok">');
    expect(html).toContain('Your code is 1234');
    expect(html).toContain('<dd>sms</dd>');
  });

  it('says when the outbox is empty', () => {
    expect(renderToString(<DevOutbox initialEntries={[]} />)).toContain('The outbox is empty.');
  });
});
