import type { MetaDescriptor } from 'react-router';

/** Account pages: titled, never indexed (personal, behind a login). */
export function accountMeta(title: string, matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { initialValues?: { storefront?: { name?: string } } } | undefined;
  const store = root?.initialValues?.storefront?.name;
  return [{ title: store ? `${title} | ${store}` : title }, { name: 'robots', content: 'noindex, nofollow' }];
}
