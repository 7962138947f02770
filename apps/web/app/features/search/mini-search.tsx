import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CLOSED, clampActive, comboboxKey, TYPED } from './combobox-state';
import { SearchIcon } from './search-icon';
import { SuggestionList } from './suggestion-list';
import { searchPageHref, shouldSuggest, suggestionOptions } from './suggestions';
import { useSuggestions } from './use-suggestions';
import './mini-search.css';

/**
 * The header's mini-search: a combobox suggesting products and categories as the shopper types;
 * submitting opens /search?q=. From md the field sits in the header; on phones a search button
 * expands it below the header (without JavaScript that button is a link to /search).
 */
export function MiniSearch() {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const [state, setState] = useState(CLOSED);
  const [expanded, setExpanded] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const suggestion = useSuggestions(text);
  const options = suggestionOptions(suggestion);
  // New suggestions keep the highlight only while it still points at one (state adjusted in render).
  const [shownSuggestion, setShownSuggestion] = useState(suggestion);
  if (shownSuggestion !== suggestion) {
    setShownSuggestion(suggestion);
    setState(clampActive(state, options.length));
  }
  const listOpen = state.open && options.length > 0 && shouldSuggest(text);

  // Leaving the page (a suggestion, a submit, any link) closes everything.
  const [path, setPath] = useState(location.pathname + location.search);
  if (path !== location.pathname + location.search) {
    setPath(location.pathname + location.search);
    setState(CLOSED);
    setExpanded(false);
  }

  const optionId = (index: number) => `${id}-option-${index}`;
  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    setState(CLOSED);
    inputRef.current?.blur();
    navigate(option.href);
  };
  const collapse = () => {
    setExpanded(false);
    toggleRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const outcome = comboboxKey(state, event.key, shouldSuggest(text) ? options.length : 0);
    if (!outcome) return;
    if (outcome.preventDefault) event.preventDefault();
    setState(outcome.state);
    if (outcome.effect === 'select') choose(state.active);
    if (outcome.effect === 'dismiss') {
      if (text) setText('');
      else if (expanded) collapse();
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return inputRef.current?.focus();
    setState(CLOSED);
    inputRef.current?.blur();
    navigate(searchPageHref(text));
  };

  const formId = `${id}-form`;
  return (
    <div className={expanded ? 'mini-search is-expanded' : 'mini-search'}>
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className="mini-search__toggle"
          aria-expanded={expanded}
          aria-controls={formId}
          onClick={() => {
            setExpanded(!expanded);
            if (!expanded) requestAnimationFrame(() => inputRef.current?.focus());
          }}
        >
          <SearchIcon />
          <span className="visually-hidden">Search</span>
        </button>
      ) : (
        <a href="/search" className="mini-search__toggle">
          <SearchIcon />
          <span className="visually-hidden">Search</span>
        </a>
      )}
      <form id={formId} role="search" aria-label="Site search" className="mini-search__form" action="/search" method="get" onSubmit={onSubmit}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          Search products
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="mini-search__input"
          type="search"
          name="q"
          role="combobox"
          aria-expanded={listOpen}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={listOpen && state.active >= 0 ? optionId(state.active) : undefined}
          autoComplete="off"
          maxLength={100}
          placeholder="Search products"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setState(TYPED);
          }}
          onFocus={() => setState(TYPED)}
          onBlur={() => setState(CLOSED)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="mini-search__submit">
          <SearchIcon size={20} />
          <span className="visually-hidden">Submit search</span>
        </button>
        <SuggestionList
          id={`${id}-listbox`}
          options={options}
          active={state.active}
          expanded={listOpen}
          optionId={optionId}
          onChoose={choose}
          onHover={(index) => setState({ open: true, active: index })}
        />
      </form>
      <p className="visually-hidden" role="status" aria-live="polite">
        {listOpen ? `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </p>
    </div>
  );
}
