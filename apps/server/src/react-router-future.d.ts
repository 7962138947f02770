// The web app runs React Router with middleware on (react-router.config.ts), so request
// handlers take a RouterContextProvider as their load context.
import 'react-router';

declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}
