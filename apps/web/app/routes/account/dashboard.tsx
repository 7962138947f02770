import { accountContext, requireCustomer } from '../../features/account/account-guard.server';
import { accountMeta } from '../../features/account/account-meta';
import { DashboardView } from '../../features/account/dashboard-view';
import type { Route } from './+types/dashboard';

// spec §2 /account: requires login (server guard); the Dashboard.
export const middleware: Route.MiddlewareFunction[] = [requireCustomer];

export function loader({ context }: Route.LoaderArgs) {
  return { account: context.get(accountContext)! };
}

export const meta: Route.MetaFunction = ({ matches }) => accountMeta('Dashboard', matches);

export default function AccountDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardView account={loaderData.account} />;
}
