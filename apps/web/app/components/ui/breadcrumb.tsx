import { Link } from 'react-router';
import './breadcrumb.css';

/** One step of a breadcrumb; the current page has no path. */
export interface BreadcrumbStep {
  name: string;
  path: string | null;
}

/** Home › … › the current page (not a link: it is this page). Shared by listings and products. */
export function Breadcrumb({ crumbs }: { crumbs: BreadcrumbStep[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol className="breadcrumb__list">
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.name}-${i}`} className="breadcrumb__item">
            {crumb.path ? <Link to={crumb.path}>{crumb.name}</Link> : <span aria-current="page">{crumb.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
