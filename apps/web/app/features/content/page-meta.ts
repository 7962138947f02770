import type { Page } from '@vitrine/contracts/content';
import type { MetaDescriptor } from 'react-router';
import type { RootData } from '../../lib/root-data';

/** SEO basics: a title and a meta description per page, falling back to the store's own. */
export function pageMeta(page: Page | undefined, root: RootData | undefined): MetaDescriptor[] {
  const storefront = root?.initialValues.storefront;
  const storeName = storefront?.name ?? 'Vitrine';
  const isHome = page?.slug === 'home';
  const title = page?.meta_title || (isHome ? storefront?.meta_title || storeName : page ? `${page.title} | ${storeName}` : storeName);
  const description = page?.meta_description || storefront?.meta_description || '';
  return [{ title }, ...(description ? [{ name: 'description', content: description }] : [])];
}
