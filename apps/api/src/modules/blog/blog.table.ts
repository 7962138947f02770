export interface BlogPostsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body_html: string; // sanitised when written
  cover_image: string | null; // JSON ImageRef
  author_name: string;
  published_at: string; // ISO-8601 UTC
  status: string; // 'published' | 'draft'
  meta_title: string | null;
  meta_description: string | null;
  created_at: string;
  updated_at: string;
}
export interface BlogCategoriesTable {
  id: string;
  slug: string;
  name: string;
}
export interface BlogPostCategoriesTable {
  post_id: string;
  category_id: string;
}
export interface BlogTables {
  blog_posts: BlogPostsTable;
  blog_categories: BlogCategoriesTable;
  blog_post_categories: BlogPostCategoriesTable;
}
