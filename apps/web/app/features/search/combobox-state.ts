// The mini-search combobox's keyboard rules (WAI-ARIA combobox with a listbox popup), pure.

export interface ComboboxState {
  open: boolean;
  /** Index of the highlighted option (aria-activedescendant); -1 for none. */
  active: number;
}

export const CLOSED: ComboboxState = { open: false, active: -1 };
/** Typing opens the list with nothing highlighted, so Enter still submits the text. */
export const TYPED: ComboboxState = { open: true, active: -1 };

export interface KeyOutcome {
  state: ComboboxState;
  /** select: open the highlighted option; dismiss: Escape with the list already closed. */
  effect?: 'select' | 'dismiss';
  /** Whether the key's default action (caret move, form submit) is cancelled. */
  preventDefault: boolean;
}

/** The next state for a key press in the input, given how many options are shown. */
export function comboboxKey(state: ComboboxState, key: string, count: number): KeyOutcome | null {
  const shown = state.open && count > 0;
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return null;
      return { state: { open: true, active: !shown || state.active >= count - 1 ? 0 : state.active + 1 }, preventDefault: true };
    case 'ArrowUp':
      if (count === 0) return null;
      return { state: { open: true, active: !shown || state.active <= 0 ? count - 1 : state.active - 1 }, preventDefault: true };
    case 'Escape':
      return shown ? { state: CLOSED, preventDefault: true } : { state: CLOSED, effect: 'dismiss', preventDefault: true };
    case 'Enter':
      // With nothing highlighted Enter submits the form (the full results page).
      if (shown && state.active >= 0 && state.active < count) return { state: CLOSED, effect: 'select', preventDefault: true };
      return { state: CLOSED, preventDefault: false };
    case 'Tab':
      return { state: CLOSED, preventDefault: false };
    default:
      return null;
  }
}

/** A new list of suggestions keeps the highlight only if it still points at an option. */
export function clampActive(state: ComboboxState, count: number): ComboboxState {
  return state.active < count ? state : { ...state, active: -1 };
}
