import { successEnvelope } from '@vitrine/contracts/envelope';
import { RatingMessages } from '@vitrine/contracts/orders';
import { rateExperienceSchema, rateProductSchema } from '@vitrine/contracts/orders-inputs';
import { ReviewMessages } from '@vitrine/contracts/reviews';
import { productReviewsSchema } from '@vitrine/contracts/reviews-inputs';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { parseInput } from '../../lib/validate.ts';
import { clientOf } from '../auth/client.http.ts';
import { requireCustomer } from '../auth/session.ts';
import { getReviewFields, listProductReviews } from './product-reviews.service.ts';
import * as reviews from './reviews.service.ts';

// spec §7 Checkout row (rate-experience) and Reviews rows (fields, rate-product, product-reviews);
// docs/api.md "Ratings" and "Reviews".
export async function reviewsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post('/api/checkout/rate-experience', async (request) =>
    successEnvelope(await reviews.rateExperience(deps, clientOf(request), parseInput(rateExperienceSchema, request.body)), RatingMessages.experienceSaved),
  );

  app.post('/api/plugins/review/rate-product', async (request) => {
    const client = clientOf(request);
    await requireCustomer(client, deps); // a guest hears 401 before any word about the body
    const { rating, message } = await reviews.rateProduct(deps, client, parseInput(rateProductSchema, request.body));
    return successEnvelope(rating, message);
  });

  app.get('/api/plugins/review/fields', async () => successEnvelope(await getReviewFields(deps.db), ReviewMessages.fields));

  app.post('/api/plugins/review/product-reviews', async (request) =>
    successEnvelope(await listProductReviews(deps.db, parseInput(productReviewsSchema, request.body ?? {})), ReviewMessages.listed),
  );
}
