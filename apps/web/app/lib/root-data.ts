import type { InitialValues } from '@vitrine/contracts/storefront';
import { useRouteLoaderData } from 'react-router';
import type { ResolvedSection } from '../sections/resolve-sections.server';

// The root route's data (root.tsx loader), typed here so features, the shell and routes can read
// it without importing root.tsx (which imports them: no cycle).

/** The page's template parts, resolved on the server (features/content/content.server.ts). */
export interface LoadedTemplate {
  header: ResolvedSection | null;
  topbar: ResolvedSection | null;
  footer: ResolvedSection | null;
}

export interface RootData {
  initialValues: InitialValues;
  template: LoadedTemplate;
  /** The notice-bar dismissal cookie, when the shopper closed the bar. */
  noticeDismissed: string | null;
}

/** The root data inside components; undefined only where no root route rendered (error pages of tests). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
