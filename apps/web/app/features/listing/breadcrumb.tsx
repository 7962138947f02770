import { Link } from 'react-router';
import type { Crumb } from './listing-view';

/** Home › … › the current listing (not a link: it is this page). */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol className="breadcrumb__list">
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.name}-${i}`} className="breadcrumb__item">
            {crumb.path ? (
              <Link to={crumb.path}>{crumb.name}</Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
