import type { Menu } from '@vitrine/contracts/content';
import type { TopbarData } from '@vitrine/contracts/sections';
import type { ResolvedSection } from '../sections/resolve-sections.server';
import { MenuLink } from './menu-link';

/** Template topbar: a short text and an optional menu of secondary links, above the header. */
export function Topbar({ topbar }: { topbar: ResolvedSection | null }) {
  if (!topbar) return null;
  const data = topbar.component_data as TopbarData;
  const menu = topbar.resolved as Menu | null | undefined;
  const text = data.text?.trim();
  const items = menu?.items ?? [];
  if (!text && items.length === 0) return null;
  // A landmark of its own: axe's "region" rule wants all text inside one (issue 13).
  return (
    <section className="topbar" aria-label="Store information">
      <div className="container topbar__inner">
        {text ? <p className="topbar__text">{text}</p> : null}
        {items.length > 0 ? (
          <nav aria-label={menu?.name || 'Secondary'} className="topbar__nav">
            <ul className="topbar__list">
              {items.map((item) => (
                <li key={item.url + item.label}>
                  <MenuLink item={item} className="topbar__link" />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
