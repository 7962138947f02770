import type { MenuItem } from '@vitrine/contracts/content';
import { NavLink } from 'react-router';

/** Same-origin paths go through the router; anything else must be an http(s), mailto or tel URL. */
export function menuHref(url: string): { internal: boolean; href: string } | null {
  const value = url.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return { internal: true, href: value };
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return { internal: false, href: value };
  return null;
}

/** A menu entry as a link; the current page gets aria-current="page" (NavLink). */
export function MenuLink({ item, className }: { item: MenuItem; className?: string }) {
  const target = menuHref(item.url);
  if (!target) return <span className={className}>{item.label}</span>;
  if (!target.internal) {
    return (
      <a href={target.href} className={className}>
        {item.label}
      </a>
    );
  }
  return (
    <NavLink to={target.href} className={className} end>
      {item.label}
    </NavLink>
  );
}
