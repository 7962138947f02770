import { Link } from 'react-router';
import type { Crumb } from './breadcrumb';

export function ProductBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol className="breadcrumb__list">
        {crumbs.map((crumb) => (
          <li key={`${crumb.path}:${crumb.name}`} className="breadcrumb__item">
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
