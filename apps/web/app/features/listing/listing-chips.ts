import type { Facet, ListingFilters } from '@vitrine/contracts/listing';
import { formatMoney } from '@vitrine/contracts/money';
import { selectedValues, toggleFilterValue, withInStock, withoutPrice } from './listing-params';

export interface FilterChip {
  /** What is applied, e.g. "Brand: Oakline", "Price: ₹500 – ₹2,000", "In stock". */
  label: string;
  /** The filters once this chip is removed. */
  filters: ListingFilters;
}

const FALLBACK_NAMES: Record<string, string> = { brand: 'Brand', category: 'Category', label: 'Label', tag: 'Tag' };

function facetName(facets: Facet[], key: string): string {
  const facet = facets.find((f) => f.key === key);
  if (facet) return facet.name;
  if (FALLBACK_NAMES[key]) return FALLBACK_NAMES[key];
  const code = key.replace(/^attr:/, '').replace(/-/g, ' ');
  return code.charAt(0).toUpperCase() + code.slice(1);
}

function valueLabel(facets: Facet[], key: string, value: string): string {
  return facets.find((f) => f.key === key)?.values.find((v) => v.value === value)?.label ?? value;
}

/** One removable chip per applied filter value, in the order the filters panel shows them. */
export function chipsFromFilters(filters: ListingFilters, facets: Facet[], currency: string): FilterChip[] {
  const keys = ['brand', 'category', 'label', 'tag', ...Object.keys(filters.attributes ?? {}).map((code) => `attr:${code}`)];
  // Facets the API returned first, in its order; then any applied key it did not return.
  const ordered = [...facets.map((f) => f.key).filter((k) => keys.includes(k)), ...keys.filter((k) => !facets.some((f) => f.key === k))];
  const chips: FilterChip[] = [];
  for (const key of ordered) {
    for (const value of selectedValues(filters, key)) {
      chips.push({ label: `${facetName(facets, key)}: ${valueLabel(facets, key, value)}`, filters: toggleFilterValue(filters, key, value) });
    }
  }
  const { price_min: min, price_max: max } = filters;
  if (min !== undefined || max !== undefined) {
    const money = (minor: number) => formatMoney(minor, currency);
    const text = min !== undefined && max !== undefined ? `${money(min)} – ${money(max)}` : min !== undefined ? `from ${money(min)}` : `up to ${money(max!)}`;
    chips.push({ label: `Price: ${text}`, filters: withoutPrice(filters) });
  }
  if (filters.in_stock) chips.push({ label: 'In stock', filters: withInStock(filters, false) });
  return chips;
}
