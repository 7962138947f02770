import type { MenuItem } from '@vitrine/contracts/content';
import { useId, useState } from 'react';
import { ChevronDownIcon } from './icons';
import { MenuLink } from './menu-link';

/** The main menu inside the mobile drawer: entries with children expand in place. */
export function MobileNav({ items }: { items: MenuItem[] }) {
  return (
    <nav aria-label="Main" className="mobile-nav">
      <MobileNavList items={items} />
    </nav>
  );
}

function MobileNavList({ items, nested = false }: { items: MenuItem[]; nested?: boolean }) {
  return (
    <ul className={nested ? 'mobile-nav__list mobile-nav__list--nested' : 'mobile-nav__list'}>
      {items.map((item) => (
        <MobileNavItem key={item.url + item.label} item={item} />
      ))}
    </ul>
  );
}

function MobileNavItem({ item }: { item: MenuItem }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const children = item.children ?? [];
  return (
    <li className="mobile-nav__item">
      <div className="mobile-nav__row">
        <MenuLink item={item} className="mobile-nav__link" />
        {children.length > 0 ? (
          <button type="button" className="mobile-nav__toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
            <span className="visually-hidden">{item.label} submenu</span>
            <ChevronDownIcon size={20} />
          </button>
        ) : null}
      </div>
      {children.length > 0 ? (
        <div id={id} hidden={!open}>
          <MobileNavList items={children} nested />
        </div>
      ) : null}
    </li>
  );
}
