import { describe, expect, it } from 'vitest';
import { movedToAnotherField } from './use-delayed-focus';

const el = (tagName: string) => ({ tagName }) as Element;

describe('movedToAnotherField (the delayed focus leaves a shopper who clicked elsewhere alone)', () => {
  const button = el('BUTTON');
  const target = el('INPUT');

  it('lets the focus move when nothing or the same element holds it', () => {
    expect(movedToAnotherField(button, button, target)).toBe(false);
    expect(movedToAnotherField(button, null, target)).toBe(false);
    expect(movedToAnotherField(button, target, target)).toBe(false);
    expect(movedToAnotherField(button, el('BODY'), target)).toBe(false);
  });

  it('keeps the focus where the shopper put it: another input, textarea or select', () => {
    expect(movedToAnotherField(button, el('INPUT'), target)).toBe(true);
    expect(movedToAnotherField(button, el('TEXTAREA'), target)).toBe(true);
    expect(movedToAnotherField(null, el('SELECT'), target)).toBe(true);
  });
});
