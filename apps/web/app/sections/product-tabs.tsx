import type { ProductTab, ProductTabsData } from '@vitrine/contracts/sections';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { type ProductCardView, toCardView } from '../components/catalog/card-view';
import { ProductCard } from '../components/catalog/product-card';
import { HeadedSection } from './headed-section';
import type { SectionProps } from './section-props';
import '../styles/content-sections.css';
import { loadBrowserApi } from '../lib/lazy-call';

/** What the server resolves: the first tab's cards only; the others load when chosen. */
export interface ProductTabsResolved {
  first: ProductCardView[];
}

export const ProductTabsMessages = {
  loading: 'Loading products…',
  failed: 'These products could not be loaded.',
  retry: 'Try again',
  empty: 'No products here yet.',
} as const;

type Panel = { state: 'loaded'; cards: ProductCardView[] } | { state: 'loading' } | { state: 'failed' };

async function fetchTab(tab: ProductTab): Promise<ProductCardView[]> {
  // The API client arrives with the first other tab chosen, not with the page.
  const res = await (await loadBrowserApi()).getProductGrid({ source: tab.source, items: tab.items ?? [], limit: tab.limit ?? 8 });
  if (res.body.status !== 'success') throw new Error(res.body.message);
  return res.body.data.map(toCardView);
}

/**
 * Tabs of product grids (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move
 * between tabs and show their panel. The first tab's grid is rendered on the server; another tab's
 * grid is fetched the first time it is chosen, so the page's HTML carries one grid, not all of them.
 */
export function ProductTabsSection({ data, resolved, index }: SectionProps<ProductTabsData, ProductTabsResolved | null>) {
  const tabs = data?.tabs ?? [];
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const [panels, setPanels] = useState<Record<number, Panel>>(() => ({ 0: { state: 'loaded', cards: resolved?.first ?? [] } }));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length === 0 || (tabs.length === 1 && !resolved?.first.length)) return null;

  const load = (i: number) => {
    setPanels((p) => ({ ...p, [i]: { state: 'loading' } }));
    fetchTab(tabs[i]!).then(
      (cards) => setPanels((p) => ({ ...p, [i]: { state: 'loaded', cards } })),
      () => setPanels((p) => ({ ...p, [i]: { state: 'failed' } })),
    );
  };
  const choose = (i: number, focus: boolean) => {
    setSelected(i);
    if (!panels[i] || panels[i].state === 'failed') load(i);
    if (focus) tabRefs.current[i]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: selected === last ? 0 : selected + 1, ArrowLeft: selected === 0 ? last : selected - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next, true);
  };
  const titleAs = data.heading ? 'h3' : 'h2';

  return (
    <HeadedSection className="product-tabs container" heading={data.heading}>
      <div className="product-tabs__list" role="tablist" aria-label={data.heading || 'Products'} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={`${i}-${tab.label}`}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-selected={i === selected}
            aria-controls={`${baseId}-panel-${i}`}
            tabIndex={i === selected ? 0 : -1}
            className="product-tabs__tab"
            onClick={() => choose(i, false)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => {
        const panel = panels[i];
        return (
          <div
            key={`${i}-${tab.label}`}
            role="tabpanel"
            id={`${baseId}-panel-${i}`}
            aria-labelledby={`${baseId}-tab-${i}`}
            aria-busy={panel?.state === 'loading' || undefined}
            hidden={i !== selected}
            className="product-tabs__panel"
          >
            {panel ? <PanelBody panel={panel} eager={index === 0 && i === 0} titleAs={titleAs} onRetry={() => load(i)} /> : null}
          </div>
        );
      })}
    </HeadedSection>
  );
}

function PanelBody({ panel, eager, titleAs, onRetry }: { panel: Panel; eager: boolean; titleAs: 'h2' | 'h3'; onRetry: () => void }) {
  if (panel.state === 'loading') return <p className="product-tabs__status">{ProductTabsMessages.loading}</p>;
  if (panel.state === 'failed') {
    return (
      <p className="product-tabs__status" role="alert">
        {ProductTabsMessages.failed}{' '}
        <button type="button" className="product-tabs__retry" onClick={onRetry}>
          {ProductTabsMessages.retry}
        </button>
      </p>
    );
  }
  if (panel.cards.length === 0) return <p className="product-tabs__status">{ProductTabsMessages.empty}</p>;
  return (
    <ul className="product-grid__list">
      {panel.cards.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} eager={eager} titleAs={titleAs} />
        </li>
      ))}
    </ul>
  );
}
