import { index, type RouteConfig, route } from '@react-router/dev/routes';

// SPEC.md §2's route table, in its order. Screens of later capabilities (blogs, admin login)
// are added here as they arrive; until then their paths fall
// through to the content catch-all, which answers 'Page Not Found'.
export default [
  index('routes/content/home.tsx'),
  route('cart', 'routes/cart/cart.tsx'),
  route('blogs', 'routes/blog/blogs.tsx'),
  route('blogs/*', 'routes/blog/post.tsx'),
  route('product/*', 'routes/catalog/product.tsx'),
  route('shop-online', 'routes/catalog/shop.tsx', { id: 'shop-online-index' }),
  route('shop-online/*', 'routes/catalog/shop.tsx'),
  route('product-category/*', 'routes/catalog/category.tsx'),
  route('product-collection/*', 'routes/catalog/collection.tsx'),
  route('account', 'routes/account/dashboard.tsx'),
  route('account/reset-password/:email/:slug', 'routes/account/reset-password.tsx'),
  route('account/orders/:orderId', 'routes/account/order.tsx'),
  route('account/*', 'routes/account/pane.tsx'),
  route('checkout/address', 'routes/checkout/address.tsx'),
  route('checkout/payment', 'routes/checkout/payment.tsx'),
  route('checkout-failed', 'routes/checkout/failed.tsx'),
  route('checkout-complete', 'routes/checkout/complete.tsx'),
  route('password-protected', 'routes/site/password-protected.tsx'),
  route('coming-soon', 'routes/site/coming-soon.tsx'),
  route('under-maintenance', 'routes/site/under-maintenance.tsx'),
  route('track-order', 'routes/tracking/track-order.tsx', { id: 'track-order-index' }),
  route('track-order/*', 'routes/tracking/track-order.tsx'),
  // The built-in test gateway's hosted page (docs/decisions/014-payments.md).
  route('test-gateway/pay/:paymentId', 'routes/test-gateway/pay.tsx'),
  // Screens the spec names without a route (§2 "Search and mini-search"), and SEO files.
  route('search', 'routes/catalog/search.tsx'),
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  // The dev outbox (SMS and mail kept by the built-in providers); Page Not Found in production.
  route('dev/outbox', 'routes/dev/outbox.tsx'),
  // The footer's email subscription without its script (docs/decisions/026-forms.md).
  route('email-subscription', 'routes/forms/email-subscription.tsx'),
  // spec §2 /admin/login with a token query, and the live editor it opens (decisions/030).
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/editor', 'routes/admin/editor.tsx'),
  route('*', 'routes/content/page.tsx'),
] satisfies RouteConfig;
