import { Messages } from '@vitrine/contracts/messages';
import { data, isRouteErrorResponse } from 'react-router';
import { RouteErrorBoundary } from '../../components/error-pages';
import { loadBlogList } from '../../features/blog/blog.server';
import { BlogListView } from '../../features/blog/blog-list-view';
import { blogListPath, parseBlogPage } from '../../features/blog/blog-paths';
import { apiContext, initialValuesContext } from '../../lib/api-context';
import type { RootData } from '../../lib/root-data';
import { canonicalUrl } from '../../lib/seo/canonical';
import { seoMeta } from '../../lib/seo/seo-meta';
import { shopOrigin } from '../../lib/seo/shop-origin';
import type { Route } from './+types/blogs';

// spec §2 /blogs: the journal, newest first; ?page= and ?category= are plain links (no JavaScript needed).
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = parseBlogPage(url.searchParams.get('page'));
  if (page === null) throw data({ reason: 'not-found' }, { status: 404 });
  const category = url.searchParams.get('category') || null;
  const view = await loadBlogList(context.get(apiContext), page, category);
  return { ...view, origin: shopOrigin(context.get(initialValuesContext)) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (error || !loaderData) {
    return [{ title: isRouteErrorResponse(error) && error.status === 404 ? Messages.pageNotFoundTitle : Messages.serverErrorTitle }];
  }
  const { page, list, origin } = loaderData;
  const storeName = (matches[0]?.loaderData as RootData | undefined)?.initialValues.storefront.name ?? 'Vitrine';
  const category = list.category;
  const base = page.meta_title || `${page.title} | ${storeName}`;
  const title = [category ? `${category.name}` : null, list.page > 1 ? `Page ${list.page}` : null, base].filter(Boolean).join(' | ');
  const categorySlug = category?.slug ?? null;
  const tags = seoMeta({
    title,
    description: page.meta_description,
    canonical: canonicalUrl(origin, blogListPath(list.page, categorySlug), ['category', 'page']),
    siteName: storeName,
  });
  // The neighbouring pages, for crawlers that follow them.
  if (list.page > 1) tags.push({ tagName: 'link', rel: 'prev', href: canonicalUrl(origin, blogListPath(list.page - 1, categorySlug), ['category', 'page']) });
  if (list.page < list.last_page)
    tags.push({ tagName: 'link', rel: 'next', href: canonicalUrl(origin, blogListPath(list.page + 1, categorySlug), ['category', 'page']) });
  return tags;
};

export const ErrorBoundary = RouteErrorBoundary;

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return <BlogListView title={loaderData.page.title} list={loaderData.list} />;
}
