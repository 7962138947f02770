import type { Menu } from '@vitrine/contracts/content';
import type { Storefront } from '@vitrine/contracts/storefront';
import { Link } from 'react-router';
import type { ResolvedSection } from '../../sections/resolve-sections.server';

export function Header({ storefront, header }: { storefront: Storefront; header: ResolvedSection | null }) {
  const menu = header?.resolved as Menu | null | undefined;
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to="/" className="site-header__logo" aria-label={`${storefront.name} home`}>
          {storefront.logo.url ? (
            <img src={storefront.logo.url} alt={storefront.logo.alt} width={storefront.logo.width} height={storefront.logo.height} />
          ) : (
            storefront.name
          )}
        </Link>
        {menu ? (
          <nav aria-label="Main" className="site-nav">
            <ul>
              {menu.items.map((item) => (
                <li key={item.url + item.label}>
                  <Link to={item.url}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
