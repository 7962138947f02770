import { blogPostPath } from '@vitrine/contracts/blog';
import { Messages } from '@vitrine/contracts/messages';
import { isRouteErrorResponse } from 'react-router';
import { RouteErrorBoundary } from '../../components/error-pages';
import { loadBlogPost } from '../../features/blog/blog.server';
import { blogPostingJsonLd } from '../../features/blog/blog-json-ld';
import { postSlugFromSplat } from '../../features/blog/blog-paths';
import { BlogPostView } from '../../features/blog/blog-post-view';
import { apiContext, initialValuesContext } from '../../lib/api-context';
import { type RootData, useRootData } from '../../lib/root-data';
import { canonicalUrl } from '../../lib/seo/canonical';
import { plainText } from '../../lib/seo/json-ld';
import { JsonLd } from '../../lib/seo/json-ld-script';
import { seoMeta } from '../../lib/seo/seo-meta';
import { shopOrigin } from '../../lib/seo/shop-origin';
import type { Route } from './+types/post';

// spec §2 /blogs/{slug...}: one post; its slug is the whole splat (it may span several segments).
export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await loadBlogPost(context.get(apiContext), postSlugFromSplat(params['*']));
  return { post, origin: shopOrigin(context.get(initialValuesContext)) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  if (error || !loaderData) {
    return [{ title: isRouteErrorResponse(error) && error.status === 404 ? Messages.pageNotFoundTitle : Messages.serverErrorTitle }];
  }
  const { post, origin } = loaderData;
  const storeName = (matches[0]?.loaderData as RootData | undefined)?.initialValues.storefront.name ?? 'Vitrine';
  return [
    ...seoMeta({
      title: post.meta_title || `${post.title} | ${storeName}`,
      description: post.meta_description || post.excerpt || plainText(post.body_html, 160),
      canonical: canonicalUrl(origin, blogPostPath(post.slug)),
      image: post.cover_image,
      type: 'article',
      siteName: storeName,
    }),
    { property: 'article:published_time', content: post.published_at },
    { property: 'article:modified_time', content: post.updated_at },
  ];
};

export const ErrorBoundary = RouteErrorBoundary;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, origin } = loaderData;
  const storeName = useRootData()?.initialValues.storefront.name ?? 'Vitrine';
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post, canonicalUrl(origin, blogPostPath(post.slug)), origin, storeName)} />
      <BlogPostView post={post} />
    </>
  );
}
