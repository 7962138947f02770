import { type BlogPostCard as BlogPostCardData, blogPostPath } from '@vitrine/contracts/blog';
import type { BlogPostsData } from '@vitrine/contracts/sections';
import { Link } from 'react-router';
import { BlogPostCard } from '../components/blog/blog-post-card';
import { HeadedSection } from './headed-section';
import type { SectionProps } from './section-props';
import '../styles/sections.css';

/** "Latest posts": the newest published journal posts as cards, and a link to the whole journal. */
export function BlogPostsSection({ data, resolved, index }: SectionProps<BlogPostsData, BlogPostCardData[] | null>) {
  const posts = resolved ?? [];
  // A journal with no posts yet hides the whole section.
  if (posts.length === 0) return null;
  // Paths here, inside the section's own render: a malformed post leaves out this section only.
  const paths = posts.map((post) => blogPostPath(post.slug));
  return (
    <HeadedSection className="blog-posts-section container" heading={data?.heading} aria-label={data?.heading ? undefined : 'Latest posts'}>
      <ul className="blog-grid">
        {posts.map((post, i) => (
          <li key={post.slug}>
            <BlogPostCard post={post} path={paths[i]!} titleAs={data?.heading ? 'h3' : 'h2'} priority={index === 0 && i === 0} />
          </li>
        ))}
      </ul>
      <p className="blog-posts-section__more">
        <Link to="/blogs">All journal posts</Link>
      </p>
    </HeadedSection>
  );
}
