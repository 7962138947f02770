import { type RouteConfig, index, route } from '@react-router/dev/routes';

// SPEC.md §2's route table, in its order. Screens of later capabilities (cart, blogs, account,
// checkout, product, listings, track-order, admin login) are added here as they arrive; until
// then their paths fall through to the content catch-all, which answers 'Page Not Found'.
export default [
  index('routes/content/home.tsx'),
  route('password-protected', 'routes/site/password-protected.tsx'),
  route('coming-soon', 'routes/site/coming-soon.tsx'),
  route('under-maintenance', 'routes/site/under-maintenance.tsx'),
  route('*', 'routes/content/page.tsx'),
] satisfies RouteConfig;
