import type { Insertable } from 'kysely';
import type { CustomersTable } from '../../modules/auth/auth.table.ts';
import type { ProductReviewsTable } from '../../modules/reviews/reviews.table.ts';

// Published reviews on a few demo products (docs/decisions/028-product-reviews.md), so the demo's
// product pages show ratings, a distribution and "Load more". They come from demo customers who
// have no email, phone or password: nobody can sign in as them.

const MINUTE_MS = 60_000;
const REVIEWERS: [first: string, last: string][] = [
  ['Asha', 'Kapoor'],
  ['Ravi', 'Singh'],
  ['Meera', 'Iyer'],
  ['Arjun', 'Nair'],
  ['Priya', 'Shah'],
  ['Karan', 'Mehta'],
  ['Divya', 'Rao'],
  ['Nikhil', 'Bose'],
  ['Sana', 'Qureshi'],
  ['Vikram', 'Pillai'],
  ['Ananya', 'Das'],
  ['Rohan', 'Joshi'],
];

type ReviewLine = [stars: number, title: string, body: string];

/** By product slug; the first product has more than a page of reviews (spec §9: 10 a page). */
const REVIEWS: Record<string, ReviewLine[]> = {
  'block-print-cushion-cover': [
    [5, 'Lovely print', 'The block print is crisp and the colours are exactly as pictured. Washed well too.'],
    [4, 'Good quality cotton', 'Soft and thick enough. The zip is hidden nicely. A little smaller than I expected.'],
    [5, 'Brightens the sofa', 'Bought four of these and they lift the whole room.'],
    [5, 'Great gift', 'Gave a pair to my sister; she loved them.'],
    [3, 'Colour ran a bit', 'First wash in cold water still bled slightly. Fine after that.'],
    [4, 'Neat stitching', 'Seams are straight and strong. Would buy again.'],
    [5, 'Exactly as shown', 'Arrived quickly, well packed, looks just like the photos.'],
    [4, 'Nice but thin', 'Pretty pattern; I use a thick insert to fill it out.'],
    [5, 'Handmade feel', 'You can tell each one is printed by hand. Lovely small variations.'],
    [2, 'Not my colour', 'The indigo is darker than on my screen. Quality is fine.'],
    [5, 'Second order', 'Ordered more for the bedroom after the first set.'],
    [4, 'Comfortable', 'Soft against the skin, holds its shape.'],
  ],
  'ceramic-table-lamp': [
    [5, 'Warm light', 'The glaze is beautiful and the light is soft and warm.'],
    [4, 'Sturdy base', 'Heavy enough not to tip over. The shade could be a touch wider.'],
  ],
  'cafe-ceramic-mug': [
    [5, 'My daily mug', 'Holds a good amount of coffee and keeps it warm.'],
    [4, 'Pretty glaze', 'Every mug is a little different. Dishwasher safe as promised.'],
    [3, 'Handle is small', 'Lovely mug, but the handle is tight for big fingers.'],
  ],
  'stoneware-dinner-plate': [[5, 'Solid plates', 'Heavy, well finished and no chips after months of use.']],
};

export interface ReviewSeed {
  customers: Insertable<CustomersTable>[];
  reviews: Insertable<ProductReviewsTable>[];
}

/** `productIds` maps the demo catalogue's slugs to ids; products missing from it are skipped. */
export function buildReviews(now: Date, productIds: ReadonlyMap<string, string>): ReviewSeed {
  const created = now.toISOString();
  const customers = REVIEWERS.map(([first, last], i) => ({
    id: `cus_demo_reviewer_${i + 1}`,
    first_name: first,
    last_name: last,
    email: null,
    phone: null,
    password_hash: null,
    created_at: created,
    updated_at: created,
  }));
  let minutesAgo = 0;
  const reviews: Insertable<ProductReviewsTable>[] = [];
  for (const [slug, lines] of Object.entries(REVIEWS)) {
    const productId = productIds.get(slug);
    if (!productId) continue;
    lines.forEach(([rating, title, body], i) => {
      // Spread over the last weeks, newest first in the order written above.
      minutesAgo += 1440 + i * 97;
      const at = new Date(now.getTime() - minutesAgo * MINUTE_MS).toISOString();
      reviews.push({
        id: `rev_demo_${slug}_${i + 1}`,
        product_id: productId,
        customer_id: customers[i]!.id,
        order_id: null,
        rating,
        title,
        body,
        status: 'published',
        created_at: at,
        updated_at: at,
      });
    });
  }
  return { customers, reviews };
}
