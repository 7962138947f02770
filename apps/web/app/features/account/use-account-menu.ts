import type { InitialValues } from '@vitrine/contracts/storefront';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { type AccountMenuEntry, accountMenuFor } from './account-menu';

/** The account menu: spec §2 entries plus what the storefront's plugins declare. */
export function useAccountMenu(): AccountMenuEntry[] {
  const root = useRouteLoaderData('root') as { initialValues?: InitialValues } | undefined;
  const plugins = root?.initialValues?.plugins;
  return useMemo(() => accountMenuFor(plugins ?? []), [plugins]);
}
