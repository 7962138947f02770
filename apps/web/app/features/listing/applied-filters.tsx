import { Link } from 'react-router';
import type { ListingView } from './listing-view';

/** One chip per applied filter, each a link to the listing without it, and "Clear all". */
/** `withClearAll` is off when the empty state below offers its own "Clear all". */
export function AppliedFilters({ chips, clearHref, withClearAll }: Pick<ListingView, 'chips' | 'clearHref'> & { withClearAll: boolean }) {
  if (chips.length === 0) return null;
  return (
    <div className="applied-filters">
      <h2 className="visually-hidden">Applied filters</h2>
      <ul className="applied-filters__list">
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link to={chip.href} className="chip" preventScrollReset aria-label={`Remove filter ${chip.label}`}>
              <span>{chip.label}</span>
              <svg
                className="chip__icon"
                width="14"
                height="14"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.4"
                strokeLinecap="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      {withClearAll ? (
        <Link to={clearHref} className="applied-filters__clear" preventScrollReset>
          Clear all
        </Link>
      ) : null}
    </div>
  );
}
