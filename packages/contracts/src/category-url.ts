// A category listing's canonical URL nests the slugs from the top-level category down
// (/product-category/kitchen/cookware); every link to a category is built here so menus, tiles,
// suggestions and the sitemap agree with the page's canonical (issue 13). Imports nothing: the
// browser bundle loads it.

/** `/product-category/a/b` from the slugs top-level first; a bare slug is a path of one. */
export function categoryUrl(path: readonly string[]): string {
  return `/product-category/${path.map(encodeURIComponent).join('/')}`;
}
