import type { Menu, MenuItem } from '@vitrine/contracts/content';
import type { LinksData } from '@vitrine/contracts/sections';
import { Link } from 'react-router';
import { HeadedSection } from './headed-section';
import type { SectionProps } from './section-props';
import '../styles/sections.css';

/** A heading and the links of a menu (e.g. help pages). */
export function LinksSection({ data, resolved }: SectionProps<LinksData, Menu | null>) {
  const items = resolved?.items ?? [];
  if (items.length === 0) return null;
  return (
    <HeadedSection className="links-section container" heading={data?.heading} aria-label={data?.heading ? undefined : resolved?.name}>
      <LinkList items={items} />
    </HeadedSection>
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
