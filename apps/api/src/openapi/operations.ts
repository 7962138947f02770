import type { Operation } from './operation.ts';
import { accountOperations } from './operations-accounts.ts';
import { adminOperations } from './operations-admin.ts';
import { blogOperations } from './operations-blog.ts';
import { cartOperations } from './operations-cart.ts';
import { cartAdminOperations } from './operations-cart-admin.ts';
import { catalogOperations } from './operations-catalog.ts';
import { editorOperations } from './operations-editor.ts';
import { faqGalleryOperations } from './operations-faq-gallery.ts';
import { formOperations } from './operations-forms.ts';
import { orderAdminOperations } from './operations-order-admin.ts';
import { orderOperations } from './operations-orders.ts';
import { paymentOperations } from './operations-payments.ts';
import { reviewOperations } from './operations-reviews.ts';
import { shopOperations } from './operations-shop.ts';

/**
 * Every /api operation, in docs/api.md's order: the one table the OpenAPI document is built from.
 * A route added without a row here fails openapi.test.ts (and so CI).
 */
export const operations: readonly Operation[] = [
  ...shopOperations,
  ...catalogOperations,
  ...accountOperations,
  ...cartOperations,
  ...orderOperations,
  ...paymentOperations,
  ...adminOperations,
  ...cartAdminOperations,
  ...orderAdminOperations,
  ...blogOperations,
  ...formOperations,
  ...faqGalleryOperations,
  ...reviewOperations,
  ...editorOperations,
];
