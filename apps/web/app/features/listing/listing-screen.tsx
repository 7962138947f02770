import { CookieName } from '@vitrine/contracts/cookies';
import { type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { HydrateApart } from '../../components/ui/hydrate-apart';
import { onDemand, useOpenedOnce } from '../../components/ui/on-demand';
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

// Phones and tablets only ever see the drawer: its code (and the dialog's) loads on first open.
const FiltersDrawer = onDemand(() => import('./filters-drawer').then((m) => m.FiltersDrawer));

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
  const drawerMounted = useOpenedOnce(filtersOpen);
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
        {view.correctedQuery ? (
          <p className="listing__description">
            Showing results for <strong>{view.correctedQuery}</strong>: nothing matched “{view.query}”.
          </p>
        ) : null}
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
          <HydrateApart>
            <FiltersForm view={view} form={form} id={formId} />
          </HydrateApart>
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
          <HydrateApart>
            <ListingResults view={view} columns={columns} busy={busy} />
          </HydrateApart>
        </div>
      </div>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <FiltersDrawer.Component open={filtersOpen} onClose={() => setFiltersOpen(false)} view={view} form={form} formId={drawerFormId} busy={busy} />
        </Suspense>
      ) : null}
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
