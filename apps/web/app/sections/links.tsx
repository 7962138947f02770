import type { Menu, MenuItem } from '@vitrine/contracts/content';
import type { LinksData } from '@vitrine/contracts/sections';
import { useId } from 'react';
import { Link } from 'react-router';
import type { SectionProps } from './registry';
import '../styles/sections.css';

/** A heading and the links of a menu (e.g. help pages). */
export function LinksSection({ data, resolved }: SectionProps<LinksData, Menu | null>) {
  const headingId = useId();
  const items = resolved?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section
      className="links-section container"
      aria-labelledby={data?.heading ? headingId : undefined}
      aria-label={data?.heading ? undefined : resolved?.name}
    >
      {data?.heading ? (
        <h2 id={headingId} className="section-heading">
          {data.heading}
        </h2>
      ) : null}
      <LinkList items={items} />
    </section>
  );
}

function LinkList({ items, nested = false }: { items: MenuItem[]; nested?: boolean }) {
  return (
    <ul className={nested ? 'links-section__list links-section__list--nested' : 'links-section__list'}>
      {items.map((item, i) => (
        <li key={`${i}-${item.url}`}>
          <MenuLink item={item} />
          {item.children?.length ? <LinkList items={item.children} nested /> : null}
        </li>
      ))}
    </ul>
  );
}

function MenuLink({ item }: { item: MenuItem }) {
  const internal = item.url.startsWith('/') && !item.url.startsWith('//');
  return internal ? <Link to={item.url}>{item.label}</Link> : <a href={item.url}>{item.label}</a>;
}
