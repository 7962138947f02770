import type { Menu } from '@vitrine/contracts/content';
import type { FooterData } from '@vitrine/contracts/sections';
import type { Storefront } from '@vitrine/contracts/storefront';
import { Link } from 'react-router';
import type { ResolvedSection } from '../../sections/resolve-sections.server';

export function Footer({
  storefront,
  footer,
}: {
  storefront: Storefront;
  footer: ResolvedSection | null;
  settings: Record<string, unknown>;
}) {
  const data = footer?.component_data as FooterData | undefined;
  const menus = (footer?.resolved as (Menu | null)[] | undefined) ?? [];
  return (
    <footer className="site-footer">
      <div className="container site-footer__columns">
        {(data?.columns ?? []).map((column, i) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {(menus[i]?.items ?? []).map((item) => (
                <li key={item.url + item.label}>
                  <Link to={item.url}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="container site-footer__text">{data?.text ?? `© ${storefront.name}`}</p>
    </footer>
  );
}
