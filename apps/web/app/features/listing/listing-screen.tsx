import { CookieName } from '@vitrine/contracts/cookies';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { Drawer } from '../../components/ui/drawer';
import { writeCookie } from '../../lib/cookies';
import { AppliedFilters } from './applied-filters';
import { FiltersForm } from './filters-form';
import { GRID_COOKIE_MAX_AGE_S, type GridColumns } from './grid-columns';
import { ListingResults, RESULTS_ID } from './listing-results';
import { ListingToolbar } from './listing-toolbar';
import type { ListingView } from './listing-view';
import { useFilterForm } from './use-filter-form';
import { useKeepResultsInView } from './use-keep-results-in-view';
import { useListingBusy } from './use-listing-busy';
import '../../styles/listing.css';
import { Button } from '../../components/ui/button';

/**
 * The one listing screen of categories, super-categories, collections, the shop and search
 * results: filters beside the grid from lg, in a drawer below (docs/decisions/017).
 */
export function ListingScreen({ view, children }: { view: ListingView; children?: ReactNode }) {
  const form = useFilterForm(view);
  const busy = useListingBusy();
  const formId = useId();
  const drawerFormId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const main = useRef<HTMLDivElement>(null);
  const location = useLocation();
  useKeepResultsInView(main, location.pathname + location.search);
  // The server rendered the grid from the cookie; a change is kept there for a year.
  const [columns, setColumns] = useState<GridColumns>(view.columns);
  const changeColumns = (next: GridColumns) => {
    setColumns(next);
    writeCookie(CookieName.gridColumns, String(next), GRID_COOKIE_MAX_AGE_S);
  };

  return (
    <div className="listing container">
      <Breadcrumb crumbs={view.breadcrumb} />
      <header className="listing__header">
        <h1 className="listing__title">{view.title}</h1>
        {view.description ? <p className="listing__description">{view.description}</p> : null}
        {children}
      </header>
      {view.subcategories.length > 0 ? (
        <nav aria-label="Subcategories" className="listing__subcategories">
          <ul className="listing__subcategory-list">
            {view.subcategories.map((sub) => (
              <li key={sub.href}>
                <Link to={sub.href} className="listing__subcategory">
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="listing__layout">
        <aside className="listing__aside" aria-label="Filters">
          <SkipToResults />
          <h2 className="listing__aside-title">Filters</h2>
          <FiltersForm view={view} form={form} id={formId} />
        </aside>
        <div className="listing__main" ref={main}>
          <ListingToolbar
            view={view}
            form={form}
            formId={formId}
            columns={columns}
            onColumnsChange={changeColumns}
            onOpenFilters={() => setFiltersOpen(true)}
          />
          <AppliedFilters chips={view.chips} clearHref={view.clearHref} withClearAll={view.total > 0} />
          <ListingResults view={view} columns={columns} busy={busy} />
        </div>
      </div>
      <Drawer open={filtersOpen} onClose={() => setFiltersOpen(false)} title="Filters" side="start" className="listing-drawer">
        <FiltersForm view={view} form={form} id={drawerFormId} onApplied={() => setFiltersOpen(false)} />
        <div className="listing-drawer__footer">
          <Button type="button" variant="primary" onClick={() => setFiltersOpen(false)} aria-busy={busy || undefined}>
            Show {view.totalText} {view.total === 1 ? 'product' : 'products'}
          </Button>
        </div>
      </Drawer>
    </div>
  );
}

/** Past the filters to the grid, for keyboards (the focus lands on the results, not a product). */
function SkipToResults() {
  return (
    <a
      href={`#${RESULTS_ID}`}
      className="listing__skip"
      onClick={(event) => {
        const results = document.getElementById(RESULTS_ID);
        if (!results) return;
        event.preventDefault();
        results.focus();
      }}
    >
      Skip to results
    </a>
  );
}
