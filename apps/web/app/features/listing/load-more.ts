import type { ProductCardView } from '../../components/catalog/card-view';

/** The same listing URL asking its loader for the cards after `cursor` only. */
export function loadMoreHref(pathname: string, search: string, cursor: string): string {
  const params = new URLSearchParams(search);
  params.set('cursor', cursor);
  params.set('more', '1');
  return `${pathname}?${params}`;
}

/** The hidden fields of the no-JavaScript "Load more" form: this listing, from `cursor` on. */
export function loadMoreFields(search: string, cursor: string): [string, string][] {
  const params = new URLSearchParams(search);
  params.delete('more');
  params.set('cursor', cursor);
  return [...params];
}

/** Appends a page, skipping cards already shown (a product can move between pages while browsing). */
export function mergeCards(shown: ProductCardView[], page: ProductCardView[]): ProductCardView[] {
  const ids = new Set(shown.map((p) => p.id));
  return [...shown, ...page.filter((p) => !ids.has(p.id))];
}
