import type { SearchSuggestion } from '@vitrine/contracts/search';
import { useEffect, useState } from 'react';
import { DEBOUNCE_MS, fetchSuggestions, shouldSuggest } from './suggestions';

// Recent answers, so backspacing over a query shows its suggestions again without a request.
const recent = new Map<string, SearchSuggestion>();
const RECENT_LIMIT = 30;

/**
 * Suggestions for what is typed: after a pause of DEBOUNCE_MS, one request at a time; a newer
 * query aborts the older request, so a slow stale answer never replaces a fresh one.
 */
export function useSuggestions(text: string): SearchSuggestion | null {
  const query = text.trim().toLowerCase();
  const [result, setResult] = useState<{ query: string; data: SearchSuggestion } | null>(null);

  useEffect(() => {
    if (!shouldSuggest(query)) return;
    const cached = recent.get(query);
    if (cached) {
      setResult({ query, data: cached });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchSuggestions(query, controller.signal)
        .then((data) => {
          if (!data) return;
          recent.set(query, data);
          if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value!);
          setResult({ query, data });
        })
        .catch(() => {
          // Aborted, offline or a failed request: the shopper can still submit the full search.
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  // While the next answer is on its way the previous one stays; below the minimum, none.
  return shouldSuggest(query) ? (result?.data ?? null) : null;
}
