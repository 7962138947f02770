import { type ReactNode, Suspense } from 'react';

/**
 * A large part of the page (the main content, the footer, a listing's filters or grid) that the
 * browser hydrates in tasks of its own. React hydrates a Suspense boundary apart from the rest and
 * commits it on its own, so the first load's hydration is several short tasks instead of one long
 * one (a phone stays responsive), and a part the shopper taps first is hydrated first. The server
 * sends the part in place (entry.server.tsx sets no progressive chunk size), so nothing is hidden
 * and the page reads the same without JavaScript. Nothing inside suspends on the server; code
 * loaded on demand has a boundary of its own, so the fallback is never shown. On the server it also
 * contains a part that throws: React sends the page without it and the browser renders it again
 * (page sections rely on this: sections/section-boundary.tsx).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
