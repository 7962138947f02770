import type { BlogPost } from '@vitrine/contracts/blog';
import { Link } from 'react-router';
import { formatPostDate } from '../../components/blog/blog-date';
import { OptimisedImage } from '../../components/media/optimised-image';
import { blogListPath } from './blog-paths';
import './blog.css';

/** /blogs/{slug...}: the post's title, author, date, cover (the LCP image) and sanitised body. */
export function BlogPostView({ post }: { post: BlogPost }) {
  const cover = post.cover_image;
  return (
    <article className="blog-post container">
      <p className="blog-post__back">
        <Link to={blogListPath(1, null)}>← Back to the journal</Link>
      </p>
      <header className="blog-post__header">
        <h1 className="blog-post__title">{post.title}</h1>
        <p className="blog-post__meta">
          By <span className="blog-post__author">{post.author_name}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={post.published_at}>{formatPostDate(post.published_at)}</time>
        </p>
        {post.categories.length ? (
          <ul className="blog-post__categories" aria-label="Categories">
            {post.categories.map((c) => (
              <li key={c.slug}>
                <Link to={blogListPath(1, c.slug)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      {cover ? (
        <OptimisedImage
          className="blog-post__cover"
          src={cover.url}
          alt={cover.alt}
          width={cover.width}
          height={cover.height}
          // The article column is 860 px at most, less its padding.
          sizes="(min-width: 860px) 812px, 100vw"
          displayWidth={812}
          priority
        />
      ) : null}
      {/* Safe to inject: the API sanitises post bodies with an allow-list when they are written
          (PUT /api/admin/blog/posts), so no script or event handler reaches a shopper's browser. */}
      <div className="blog-post__body" dangerouslySetInnerHTML={{ __html: post.body_html }} />
    </article>
  );
}
