import type { PaymentMethodOption } from '@vitrine/contracts/cart';
import type { Db } from '../../db/connect.ts';
import type { PaymentGateway } from '../../integrations/payments/payment-gateway.ts';
import { createTestGateway, TEST_GATEWAY_CODE, testGatewaySecret } from '../../integrations/payments/test-gateway.ts';
import type { AppConfig } from '../../plugins/config.ts';
import { listActivePlugins } from '../plugins/plugins.service.ts';
import { TEST_GATEWAY_PLUGIN, testGatewayApi } from '../test-gateway/test-gateway.service.ts';

// The payment methods a cart may choose (spec §3 cart_payment_methods): cash on delivery always,
// and each gateway whose plugin the owner installed. A real gateway is one entry here, its client
// in integrations/payments/, its keys in the environment (docs/decisions/014-payments.md).

export const CASH_ON_DELIVERY: PaymentMethodOption = { code: 'cod', name: 'Cash on delivery' };

export interface GatewayDeps {
  db: Db;
  config: Pick<AppConfig, 'sessionSecret'>;
}

interface GatewayEntry {
  /** The plugin that switches it on (spec §1 plugins). */
  plugin: string;
  method: PaymentMethodOption;
  create(deps: GatewayDeps): PaymentGateway;
}

const GATEWAYS: readonly GatewayEntry[] = [
  {
    plugin: TEST_GATEWAY_PLUGIN,
    method: { code: TEST_GATEWAY_CODE, name: 'Card (test gateway)' },
    create: ({ db, config }) => createTestGateway(testGatewaySecret(config.sessionSecret), testGatewayApi(db)),
  },
];

/**
 * Whether the configuration allows the test gateway (ALLOW_TEST_GATEWAY, plugins/config.ts), kept
 * per database handle: the cart and place-order reach the methods with `db` alone, and one app
 * holds one handle. Unset (a handle no app configured) means not allowed.
 */
const testGatewayAllowed = new WeakMap<Db, boolean>();

/** Called once as the payment routes are registered, before any request. */
export function configureGateways(db: Db, config: Pick<AppConfig, 'allowTestGateway'>): void {
  testGatewayAllowed.set(db, config.allowTestGateway);
}

async function installedGateways(db: Db): Promise<GatewayEntry[]> {
  const installed = new Set((await listActivePlugins(db)).map((p) => p.module_name));
  // In production the demo's test gateway is never offered or accepted unless asked for (issue 29).
  const allowed = (g: GatewayEntry) => g.plugin !== TEST_GATEWAY_PLUGIN || testGatewayAllowed.get(db) === true;
  return GATEWAYS.filter((g) => installed.has(g.plugin) && allowed(g));
}

export async function listPaymentMethods(db: Db): Promise<PaymentMethodOption[]> {
  return [CASH_ON_DELIVERY, ...(await installedGateways(db)).map((g) => g.method)];
}

/** A method the cart may choose now, or undefined. */
export async function findPaymentMethod(db: Db, code: string): Promise<PaymentMethodOption | undefined> {
  return (await listPaymentMethods(db)).find((m) => m.code === code);
}

/** The name an order shows for its method, installed or not any more. */
export function paymentMethodName(code: string): string {
  return [CASH_ON_DELIVERY, ...GATEWAYS.map((g) => g.method)].find((m) => m.code === code)?.name ?? code;
}

/** Every gateway's method code, installed or not (orders keep theirs). */
export function gatewayCodes(): string[] {
  return GATEWAYS.map((g) => g.method.code);
}

/** Logged when a production shop starts with the test gateway allowed and on: anyone could pay with it. */
export const TEST_GATEWAY_IN_PRODUCTION =
  'ALLOW_TEST_GATEWAY=true and the TestGateway plugin is on: anyone can "pay" with it. Unset ALLOW_TEST_GATEWAY in a real shop';

export async function isTestGatewayOn(db: Db): Promise<boolean> {
  return (await installedGateways(db)).some((g) => g.plugin === TEST_GATEWAY_PLUGIN);
}

/** Whether the method is paid online, through a gateway (else on delivery). */
export function isGatewayMethod(code: string): boolean {
  return GATEWAYS.some((g) => g.method.code === code);
}

/** The installed gateway for a method; null when it is not a gateway or was switched off. */
export async function gatewayFor(deps: GatewayDeps, code: string): Promise<PaymentGateway | null> {
  const entry = (await installedGateways(deps.db)).find((g) => g.method.code === code);
  return entry ? entry.create(deps) : null;
}
