import { type BlogListResponse, blogPostPath } from '@vitrine/contracts/blog';
import { Link } from 'react-router';
import { BlogPostCard } from '../../components/blog/blog-post-card';
import { blogListPath } from './blog-paths';
import './blog.css';

/** /blogs: the journal's title, category links, a grid of post cards and prev/next paging links. */
export function BlogListView({ title, list }: { title: string; list: BlogListResponse }) {
  const category = list.category?.slug ?? null;
  return (
    <div className="blog-list container">
      <h1 className="blog-list__title">{list.category ? `${title}: ${list.category.name}` : title}</h1>
      {list.categories.length ? (
        <nav className="blog-list__categories" aria-label="Journal categories">
          <ul>
            <li>
              <Link to={blogListPath(1, null)} aria-current={category === null ? 'page' : undefined}>
                All posts
              </Link>
            </li>
            {list.categories.map((c) => (
              <li key={c.slug}>
                <Link to={blogListPath(1, c.slug)} aria-current={category === c.slug ? 'page' : undefined}>
                  {`${c.name} `}
                  <span className="blog-list__count">{`(${c.post_count})`}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {list.posts.length === 0 ? (
        <p className="blog-list__empty">No posts yet</p>
      ) : (
        <ul className="blog-grid">
          {list.posts.map((post, i) => (
            <li key={post.slug}>
              <BlogPostCard post={post} path={blogPostPath(post.slug)} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
      <BlogPaging page={list.page} lastPage={list.last_page} category={category} />
    </div>
  );
}

/** Plain links (rel prev/next), so paging works before and without JavaScript. */
function BlogPaging({ page, lastPage, category }: { page: number; lastPage: number; category: string | null }) {
  if (lastPage <= 1) return null;
  return (
    <nav className="blog-paging" aria-label="Journal pages">
      {page > 1 ? (
        <Link rel="prev" to={blogListPath(page - 1, category)} className="blog-paging__link">
          Newer posts
        </Link>
      ) : null}
      {/* One text, without React's comment markers between pieces. */}
      <span className="blog-paging__status">{`Page ${page} of ${lastPage}`}</span>
      {page < lastPage ? (
        <Link rel="next" to={blogListPath(page + 1, category)} className="blog-paging__link">
          Older posts
        </Link>
      ) : null}
    </nav>
  );
}
