import { describe, expect, it } from 'vitest';
import { telHref } from './footer-contact';

describe('telHref', () => {
  it('adds the country code to a local number', () => {
    expect(telHref('98765 43210', '+91')).toBe('tel:+919876543210');
  });

  it('keeps a number that already has one', () => {
    expect(telHref('+1 (555) 010-0000', '+91')).toBe('tel:+15550100000');
  });
});
