import { describe, expect, it } from 'vitest';
import { CLOSED, clampActive, comboboxKey, TYPED } from './combobox-state';

describe('comboboxKey', () => {
  it('moves down and up through the options, wrapping at both ends', () => {
    expect(comboboxKey(TYPED, 'ArrowDown', 3)?.state).toEqual({ open: true, active: 0 });
    expect(comboboxKey({ open: true, active: 0 }, 'ArrowDown', 3)?.state.active).toBe(1);
    expect(comboboxKey({ open: true, active: 2 }, 'ArrowDown', 3)?.state.active).toBe(0);
    expect(comboboxKey({ open: true, active: 0 }, 'ArrowUp', 3)?.state.active).toBe(2);
    expect(comboboxKey(TYPED, 'ArrowUp', 3)?.state.active).toBe(2);
    expect(comboboxKey({ open: true, active: 2 }, 'ArrowUp', 3)?.preventDefault).toBe(true);
  });

  it('opens a closed list from the first or last option', () => {
    expect(comboboxKey(CLOSED, 'ArrowDown', 2)?.state).toEqual({ open: true, active: 0 });
    expect(comboboxKey(CLOSED, 'ArrowUp', 2)?.state).toEqual({ open: true, active: 1 });
  });

  it('leaves arrows alone without options', () => {
    expect(comboboxKey(TYPED, 'ArrowDown', 0)).toBeNull();
    expect(comboboxKey(TYPED, 'ArrowUp', 0)).toBeNull();
  });

  it('selects the highlighted option on Enter, else lets the form submit', () => {
    expect(comboboxKey({ open: true, active: 1 }, 'Enter', 3)).toEqual({ state: CLOSED, effect: 'select', preventDefault: true });
    expect(comboboxKey(TYPED, 'Enter', 3)).toEqual({ state: CLOSED, preventDefault: false });
    expect(comboboxKey({ open: false, active: 1 }, 'Enter', 3)?.effect).toBeUndefined();
  });

  it('closes on Escape, and a second Escape dismisses', () => {
    expect(comboboxKey({ open: true, active: 1 }, 'Escape', 3)).toEqual({ state: CLOSED, preventDefault: true });
    expect(comboboxKey(CLOSED, 'Escape', 3)?.effect).toBe('dismiss');
    expect(comboboxKey(TYPED, 'Escape', 0)?.effect).toBe('dismiss');
  });

  it('closes on Tab without trapping focus and ignores other keys', () => {
    expect(comboboxKey({ open: true, active: 0 }, 'Tab', 3)).toEqual({ state: CLOSED, preventDefault: false });
    expect(comboboxKey(TYPED, 'a', 3)).toBeNull();
  });
});

describe('clampActive', () => {
  it('drops a highlight beyond the new options', () => {
    expect(clampActive({ open: true, active: 4 }, 2)).toEqual({ open: true, active: -1 });
    expect(clampActive({ open: true, active: 1 }, 2)).toEqual({ open: true, active: 1 });
  });
});
