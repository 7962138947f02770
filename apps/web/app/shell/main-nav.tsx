import type { MenuItem } from '@vitrine/contracts/content';
import { type FocusEvent, memo, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from './icons';
import { MenuLink } from './menu-link';

/**
 * Desktop main navigation (shown from lg). Entries with children use the disclosure pattern: the
 * entry stays a link, and a toggle button beside it (aria-expanded) opens its dropdown. A mouse
 * opens it on hover; Escape, a click outside, leaving it by Tab or navigating closes it.
 */
function MainNavMenu({ items }: { items: MenuItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const baseId = useId();
  const location = useLocation();

  const path = location.pathname + location.search;
  const [lastPath, setLastPath] = useState(path);
  if (path !== lastPath) {
    setLastPath(path);
    setOpenIndex(null);
  }

  useEffect(() => {
    if (openIndex === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      navRef.current?.querySelector<HTMLElement>(`[data-toggle="${openIndex}"]`)?.focus();
      setOpenIndex(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openIndex]);

  const closeIf = (index: number) => setOpenIndex((current) => (current === index ? null : current));

  return (
    <nav aria-label="Main" className="main-nav" ref={navRef}>
      <ul className="main-nav__list">
        {items.map((item, index) => {
          const children = item.children ?? [];
          const open = openIndex === index;
          const submenuId = `${baseId}-sub-${index}`;
          if (children.length === 0) {
            return (
              <li key={item.url + item.label} className="main-nav__item">
                <MenuLink item={item} className="main-nav__link" />
              </li>
            );
          }
          return (
            <li
              key={item.url + item.label}
              className={`main-nav__item main-nav__item--parent${open ? ' is-open' : ''}`}
              onPointerEnter={(e) => e.pointerType === 'mouse' && setOpenIndex(index)}
              onPointerLeave={(e) => e.pointerType === 'mouse' && closeIf(index)}
              onBlur={(e: FocusEvent<HTMLLIElement>) => !e.currentTarget.contains(e.relatedTarget) && closeIf(index)}
            >
              <MenuLink item={item} className="main-nav__link" />
              <button
                type="button"
                className="main-nav__toggle"
                aria-expanded={open}
                aria-controls={submenuId}
                data-toggle={index}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span className="visually-hidden">{item.label} submenu</span>
                <ChevronDownIcon />
              </button>
              <div id={submenuId} className="main-nav__dropdown" hidden={!open}>
                <SubmenuList items={children} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Dropdown entries; deeper levels are shown as indented lists. */
function SubmenuList({ items }: { items: MenuItem[] }) {
  return (
    <ul className="main-nav__submenu">
      {items.map((child) => (
        <li key={child.url + child.label}>
          <MenuLink item={child} className="main-nav__sublink" />
          {child.children?.length ? <SubmenuList items={child.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Memoised: the header re-renders when it sticks on scroll and when the cart changes; the menu need not. */
export const MainNav = memo(MainNavMenu);
