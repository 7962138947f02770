import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input';

const render = (value: string, extra: { error?: string; disabled?: boolean } = {}) => renderToString(<OtpInput value={value} onChange={() => {}} {...extra} />);

describe('OtpInput', () => {
  it('renders 4 numeric boxes named Digit n of 4 inside a labelled group', () => {
    const html = render('');
    for (const n of [1, 2, 3, 4]) expect(html).toContain(`aria-label="Digit ${n} of 4"`);
    expect(html.match(/<input/g)).toHaveLength(4);
    expect(html.match(/inputMode="numeric"/g)).toHaveLength(4);
    expect(html).toMatch(/<p id="([^"]+)" class="otp-input__label">Verification code<\/p><div class="otp-input__boxes" role="group" aria-labelledby="\1"/);
  });

  it('offers one-time-code autofill on the first box only', () => {
    const html = render('');
    expect(html.match(/autoComplete="one-time-code"/g)).toHaveLength(1);
    expect(html).toMatch(/autoComplete="one-time-code"[^>]*aria-label="Digit 1 of 4"/);
  });

  it('shows one digit per box, keeping a cleared box in the middle empty', () => {
    const html = render('1 34');
    const values = [...html.matchAll(/<input[^>]*value="([^"]*)"/g)].map((m) => m[1]);
    expect(values).toEqual(['1', '', '3', '4']);
  });

  it('ties the error to every box and announces it', () => {
    const html = render('12', { error: 'The OTP is required' });
    const errorId = html.match(/<p id="([^"]+)" class="field-error" role="alert">The OTP is required<\/p>/)?.[1];
    expect(errorId).toBeTruthy();
    expect(html.match(new RegExp(`aria-describedby="${errorId}"`, 'g'))?.length).toBe(5); // group + 4 boxes
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(4);
  });

  it('disables the boxes while busy', () => {
    expect(render('1234', { disabled: true }).match(/disabled=""/g)).toHaveLength(4);
  });
});
