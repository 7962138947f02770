import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { FacetGroup } from './facet-group';
import type { ListingView } from './listing-view';
import type { FilterForm } from './use-filter-form';

/**
 * Groups open at first (the listing's most useful: brand, category, then colour or size); the
 * rest start closed, showing how many of their values are applied. docs/decisions/017.
 */
export const OPEN_FACET_GROUPS = 3;

interface FiltersFormProps {
  view: ListingView;
  form: FilterForm;
  id: string;
  /** Called after Apply (the drawer closes). */
  onApplied?: () => void;
}

/**
 * The filters panel as a GET form: without JavaScript the shopper ticks, types and presses Apply
 * (the loader turns the submitted fields into the listing URL); with it, every tick navigates.
 */
export function FiltersForm({ view, form, id, onApplied }: FiltersFormProps) {
  const location = useLocation();
  const { state } = form;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.apply();
    onApplied?.();
  };
  // Applied values the API returned no facet value for still travel with the form.
  const shown = new Set(view.facets.flatMap((f) => f.values.map((v) => `${f.param}=${v.value}`)));
  const hiddenSelected = Object.entries(state.lists).flatMap(([param, values]) =>
    values.filter((value) => !shown.has(`${param}=${value}`)).map((value) => ({ param, value })),
  );
  return (
    <form id={id} className="filters" method="get" action={location.pathname} onSubmit={onSubmit}>
      {view.hidden.map((h) => (
        <input key={h.name} type="hidden" name={h.name} value={h.value} />
      ))}
      {hiddenSelected.map((h) => (
        <input key={`${h.param}=${h.value}`} type="hidden" name={h.param} value={h.value} />
      ))}
      {view.facets.map((facet, i) => (
        <FacetGroup key={facet.key} facet={facet} selected={state.lists[facet.param] ?? []} onToggle={form.toggle} initiallyOpen={i < OPEN_FACET_GROUPS} />
      ))}
      <details className="facet" open>
        <summary className="facet__summary">Price</summary>
        <fieldset className="facet__fieldset">
          <legend className="visually-hidden">Price</legend>
          <div className="price-filter">
            <PriceInput
              label="Minimum price"
              name="price_min"
              value={state.priceMin}
              placeholder={view.price.lowest}
              symbol={view.price.currencySymbol}
              onChange={(v) => form.setPrice('priceMin', v)}
            />
            <PriceInput
              label="Maximum price"
              name="price_max"
              value={state.priceMax}
              placeholder={view.price.highest}
              symbol={view.price.currencySymbol}
              onChange={(v) => form.setPrice('priceMax', v)}
            />
          </div>
        </fieldset>
      </details>
      <label className="filters__switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={state.inStock}
          name="in_stock"
          value="1"
          checked={state.inStock}
          onChange={(e) => form.setInStock(e.target.checked)}
        />
        <span>In stock only</span>
      </label>
      <Button type="submit" variant="primary" className="filters__apply">
        Apply
      </Button>
    </form>
  );
}

interface PriceInputProps {
  label: string;
  name: string;
  value: string;
  placeholder: number | null;
  symbol: string;
  onChange: (value: string) => void;
}

function PriceInput({ label, name, value, placeholder, symbol, onChange }: PriceInputProps) {
  return (
    <label className="price-filter__field">
      <span className="price-filter__label">{label}</span>
      <span className="price-filter__control">
        <span className="price-filter__symbol" aria-hidden="true">
          {symbol}
        </span>
        <input
          type="number"
          name={name}
          min={0}
          step="any"
          inputMode="decimal"
          value={value}
          placeholder={placeholder === null ? undefined : String(placeholder)}
          onChange={(e) => onChange(e.target.value)}
        />
      </span>
    </label>
  );
}
