import type { BlogPostCard as BlogPostCardData } from '@vitrine/contracts/blog';
import { Link } from 'react-router';
import { OptimisedImage } from '../media/optimised-image';
import { formatPostDate } from './blog-date';
import './blog.css';

/**
 * One post in a list: cover, title (the link), date, author and excerpt. Shared by /blogs and the
 * latest-posts section. `path` is the post's URL (blogPostPath), worked out by the caller while it
 * renders, so a malformed post fails there (a section is then left out, not the page). `priority`
 * marks the first cover of a list page (its LCP image).
 */
export function BlogPostCard({
  post,
  path,
  titleAs: Title = 'h2',
  priority = false,
}: {
  post: BlogPostCardData;
  path: string;
  titleAs?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const cover = post.cover_image;
  return (
    <article className="blog-card">
      {cover ? (
        // The title link names the post; the picture repeats it, so it is left out of the tab order.
        <Link to={path} className="blog-card__media" tabIndex={-1} aria-hidden="true">
          <OptimisedImage
            className="blog-card__image"
            src={cover.url}
            alt=""
            width={cover.width}
            height={cover.height}
            // 1 column on phones, 2 from sm, 3 from lg in a 1280 px container.
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            displayWidth={400}
            priority={priority}
          />
        </Link>
      ) : null}
      <div className="blog-card__body">
        <Title className="blog-card__title">
          <Link to={path}>{post.title}</Link>
        </Title>
        <p className="blog-card__meta">
          <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.author_name}</span>
        </p>
        {post.excerpt ? <p className="blog-card__excerpt">{post.excerpt}</p> : null}
      </div>
    </article>
  );
}
