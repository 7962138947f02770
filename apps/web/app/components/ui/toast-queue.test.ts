import { describe, expect, it } from 'vitest';
import { addToast, MAX_TOASTS, removeToast, type ToastItem } from './toast-queue';

const toast = (id: number, message: string, kind: ToastItem['kind'] = 'success'): ToastItem => ({ id, kind, message });

describe('toast queue', () => {
  it('adds toasts in order', () => {
    const list = addToast(addToast([], toast(1, 'Saved')), toast(2, 'Removed'));
    expect(list.map((t) => t.message)).toEqual(['Saved', 'Removed']);
  });

  it('de-duplicates a message that is already visible (spec §5)', () => {
    const once = addToast([], toast(1, 'Item added to cart'));
    expect(addToast(once, toast(2, 'Item added to cart'))).toBe(once);
    expect(addToast(once, toast(3, ' Item added to cart ', 'error'))).toBe(once);
  });

  it('shows the same message again once the first one is gone', () => {
    const shown = addToast([], toast(1, 'Saved'));
    const again = addToast(removeToast(shown, 1), toast(2, 'Saved'));
    expect(again).toEqual([toast(2, 'Saved')]);
  });

  it('ignores blank messages', () => {
    expect(addToast([], toast(1, '   '))).toEqual([]);
  });

  it('keeps at most MAX_TOASTS, dropping the oldest', () => {
    let list: readonly ToastItem[] = [];
    for (let i = 1; i <= MAX_TOASTS + 2; i++) list = addToast(list, toast(i, `Message ${i}`));
    expect(list).toHaveLength(MAX_TOASTS);
    expect(list[0].id).toBe(3);
  });

  it('removing an unknown id returns the same list', () => {
    const list = addToast([], toast(1, 'Saved'));
    expect(removeToast(list, 99)).toBe(list);
  });
});
