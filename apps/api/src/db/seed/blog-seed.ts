import { type BlogPostsData, SectionType } from '@vitrine/contracts/sections';
import type { Insertable } from 'kysely';
import type { BlogCategoriesTable, BlogPostCategoriesTable, BlogPostsTable } from '../../modules/blog/blog.table.ts';
import { sanitiseBlogHtml } from '../../modules/blog/blog-html.ts';
import type { PageSectionsTable, PagesTable } from '../../modules/content/content.table.ts';
import { pageId, TEMPLATE_ID } from './content-seed.ts';
import { imageRef } from './svg-images.ts';

// The demo store's journal (/blogs): a few posts with covers from the demo's own banners (written
// by content-seed.ts), one of them under a two-segment slug.

interface PostSpec {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  daysAgo: number;
  cover: { file: string; width: number; height: number; alt: string };
  categories: string[];
  meta_description: string;
  html: string[];
}

const CATEGORIES: { slug: string; name: string }[] = [
  { slug: 'guides', name: 'Guides' },
  { slug: 'kitchen', name: 'Kitchen' },
  { slug: 'makers', name: 'Makers' },
  { slug: 'festive', name: 'Festive' },
];

const POSTS: PostSpec[] = [
  {
    slug: 'guides/lighting-a-small-room',
    title: 'Lighting a small room: three lamps, not one',
    excerpt: 'One bright ceiling light flattens a small room. Three soft sources at different heights make it feel larger and warmer.',
    author: 'Meera Iyer',
    daysAgo: 3,
    cover: { file: 'banners/hero-living.svg', width: 1600, height: 640, alt: 'A living room lit by a table lamp beside a vase' },
    categories: ['guides'],
    meta_description: 'How to light a small living room with three lamps at different heights: a floor lamp, a table lamp and a low accent light.',
    html: [
      '<p>Most small rooms are lit by one ceiling fitting that throws hard light straight down. Walls go grey, corners go dark and the room feels smaller than it is. The fix is not a brighter bulb but more, softer sources.</p>',
      '<h2>Light at three heights</h2>',
      '<p>Think of the room in layers: one light near the floor, one at seated eye level and one higher up. Together they wash the walls and give the eye depth to travel through.</p>',
      '<ul><li><strong>Low:</strong> a small accent lamp on a shelf or the floor, pointed at a wall or a plant.</li><li><strong>Middle:</strong> a table lamp with a fabric or paper shade beside the sofa or bed.</li><li><strong>High:</strong> a floor lamp or wall light that bounces light off the ceiling.</li></ul>',
      '<h2>Choose warm bulbs</h2>',
      '<p>For living spaces pick bulbs around 2700 K. Cooler light suits a desk, but in the evening it makes a room feel like an office.</p>',
      '<blockquote>Turn the ceiling light off for one evening. You will not want it back.</blockquote>',
      '<p>Browse our <a href="/product-category/living">living room lighting</a> for handmade shades and brass table lamps.</p>',
    ],
  },
  {
    slug: 'caring-for-cast-iron',
    title: 'How to season and care for cast iron',
    excerpt: 'A well-seasoned kadai or tawa is naturally non-stick and lasts for generations. Here is the routine that keeps it that way.',
    author: 'Arjun Menon',
    daysAgo: 12,
    cover: { file: 'banners/hero-kitchen.svg', width: 1600, height: 640, alt: 'A cast iron pan and a mug on a kitchen counter' },
    categories: ['kitchen', 'guides'],
    meta_description: 'Season, clean and store cast iron cookware so it stays non-stick and rust-free for decades.',
    html: [
      '<p>Cast iron asks for a little care at the start and rewards you for years. The seasoning, a thin layer of oil baked onto the metal, is what makes it non-stick.</p>',
      '<h2>Seasoning a new pan</h2>',
      '<ol><li>Wash it once with warm water and dry it completely on a low flame.</li><li>Rub a few drops of groundnut or sesame oil all over, then wipe off as much as you can.</li><li>Heat it upside down in the oven, or on the stove, until it stops smoking. Repeat three times.</li></ol>',
      '<h2>Everyday cleaning</h2>',
      '<p>Rinse it while warm, scrub with a brush or coarse salt and dry it on the flame. Skip long soaks: standing water is what brings rust.</p>',
      '<p>If rust does appear, scrub it off with steel wool and season the pan again. It will be as good as new.</p>',
    ],
  },
  {
    slug: 'a-festive-table',
    title: 'Setting a festive table with what you already own',
    excerpt: 'You do not need a new dinner set for Diwali. Layer brass, clay and textiles you already have for a table that glows.',
    author: 'Meera Iyer',
    daysAgo: 24,
    cover: { file: 'banners/hero-festive.svg', width: 1600, height: 640, alt: 'Festive plates and a framed print on a table' },
    categories: ['festive'],
    meta_description: 'Ideas for a festive Diwali table using the serveware, diyas and textiles you already have at home.',
    html: [
      '<p>A festive table is about warmth and abundance, not matching plates. Start with what is in your cupboards and add light.</p>',
      '<h2>Start with a runner</h2>',
      '<p>A block-printed dupatta or a folded saree makes a beautiful runner. Lay it down the middle and build on it.</p>',
      '<h2>Mix metals and clay</h2>',
      '<p>Brass thalis, copper tumblers and terracotta bowls sit happily together. Group them in odd numbers and vary the heights.</p>',
      '<h2>Light it low</h2>',
      '<p>Line the runner with diyas and tea lights. Keep them below eye level so guests can still see each other across the table.</p>',
    ],
  },
  {
    slug: 'meet-the-makers-blue-pottery',
    title: 'Meet the makers: blue pottery from Jaipur',
    excerpt: 'We spent a morning at a family workshop in Jaipur where quartz, not clay, is shaped into the mugs and vases you love.',
    author: 'Kabir Shah',
    daysAgo: 40,
    cover: { file: 'banners/under-999.svg', width: 1600, height: 500, alt: 'Mugs, a vase and a cushion in soft colours' },
    categories: ['makers'],
    meta_description: 'A visit to a Jaipur blue pottery workshop: how quartz-based pottery is made and painted by hand.',
    html: [
      '<p>Jaipur blue pottery is not really pottery at all. It is made from ground quartz, glass and fuller’s earth, which gives it its glassy shine and its cobalt blue.</p>',
      '<h2>Three generations at one wheel</h2>',
      '<p>The workshop we visited has been run by the same family for three generations. Each piece is shaped, dried in the sun, painted by hand and fired once at a low heat.</p>',
      '<p>Because every piece is painted freehand, no two mugs are ever quite the same. We think that is the point.</p>',
      '<p>See the pieces in our <a href="/product-collection/under-999">Under ₹999 edit</a>.</p>',
    ],
  },
];

export interface BlogSeed {
  posts: Insertable<BlogPostsTable>[];
  categories: Insertable<BlogCategoriesTable>[];
  postCategories: Insertable<BlogPostCategoriesTable>[];
  /** The owner's page for /blogs (spec §2 fixed name 'blogs'): the journal's title and SEO fields. */
  pages: Insertable<PagesTable>[];
  /** A latest-posts section under the About us story. */
  sections: Insertable<PageSectionsTable>[];
}

const postId = (slug: string) => `bp_${slug.replace(/[-/]/g, '_')}`;
const categoryId = (slug: string) => `bc_${slug.replace(/-/g, '_')}`;
const DAY_MS = 24 * 60 * 60 * 1000;

export function buildBlog(now: Date): BlogSeed {
  const posts = POSTS.map((p) => {
    const at = new Date(now.getTime() - p.daysAgo * DAY_MS).toISOString();
    return {
      id: postId(p.slug),
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      body_html: sanitiseBlogHtml(p.html.join('')),
      cover_image: JSON.stringify(imageRef(p.cover.file, p.cover.width, p.cover.height, p.cover.alt)),
      author_name: p.author,
      published_at: at,
      status: 'published',
      meta_title: `${p.title} | Vitrine Home & Living`,
      meta_description: p.meta_description,
      created_at: at,
      updated_at: at,
    };
  });
  const categories = CATEGORIES.map((c) => ({ id: categoryId(c.slug), slug: c.slug, name: c.name }));
  const postCategories = POSTS.flatMap((p) => p.categories.map((c) => ({ post_id: postId(p.slug), category_id: categoryId(c) })));
  const pages = [
    {
      id: pageId('blogs'),
      slug: 'blogs',
      title: 'Journal',
      page_type: 'blog',
      template_id: TEMPLATE_ID,
      meta_title: 'Journal | Vitrine Home & Living',
      meta_description: 'Guides, care tips and stories from the makers behind Vitrine Home & Living.',
      is_published: 1,
      updated_at: now.toISOString(),
    },
  ];
  const latest: BlogPostsData = { heading: 'From the journal', count: 3 };
  const sections = [
    {
      id: `${pageId('about-us')}_from_the_journal`,
      page_id: pageId('about-us'),
      position: 2,
      key: 'from-the-journal',
      component_type: SectionType.blogPosts,
      component_data: JSON.stringify(latest),
    },
  ];
  return { posts, categories, postCategories, pages, sections };
}
