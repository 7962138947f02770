import { type Cart, CartMessages } from '@vitrine/contracts/cart';
import { CheckoutMessages } from '@vitrine/contracts/checkout-rules';
import type { PlacedOrder } from '@vitrine/contracts/orders';
import { PaymentMessages } from '@vitrine/contracts/payments';
import { beforeAll, expect, it } from 'vitest';
import { signWebhook } from '../../integrations/payments/webhook-signature.ts';
import { expectError, expectSuccess } from '../../test/envelope-assertions.ts';
import { describeEachDatabase, useTestApp } from '../../test/test-app.ts';
import { indiaAddress } from '../address/address-fixtures.ts';
import { pickVariants, Shopper, type TestVariant } from '../cart/cart-test-kit.ts';
import { confirmedOrderBody, readyCart } from '../orders/orders-test-kit.ts';
import { testGatewayApi } from '../test-gateway/test-gateway.service.ts';
import { gatewaySecret, postWebhook } from './payments-test-kit.ts';

// In production the test gateway is never offered or accepted unless ALLOW_TEST_GATEWAY=true
// (issue 29; docs/decisions/014-payments.md): the demo seed switches its plugin on, and anyone
// could "pay" with it. Tests and local runs (NODE_ENV other than production) keep it.

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'http://shop.example.com' };

describeEachDatabase('the test gateway in production', (dialect) => {
  const t = useTestApp(dialect, PRODUCTION);
  let v: TestVariant[] = [];
  beforeAll(async () => {
    v = await pickVariants(t.db, 1, 100);
  });
  const methods = async (who: Shopper) => (await who.call('GET', '/api/cart/get')).json().data.cart_payment_methods.map((m: { code: string }) => m.code);

  it('leaves a pincode without cash on delivery no way to pay: the address step says so instead of an empty choice', async () => {
    const who = new Shopper(t.app);
    await readyCart(who, [[v[0]!, 1]]);
    // Its own email: the next test finds its cart by the kit's.
    expectSuccess(await who.call('PUT', '/api/cart/update-contact', { email: 'delhi.buyer@example.com' }));
    const delhi = { ...indiaAddress(), city: 'New Delhi', state_id: 'st_in_dl', pincode: '110001', billing_same_as_shipping: true };
    const cart = expectSuccess<Cart>(await who.call('PUT', '/api/cart/update-address', delhi));
    expect(cart.cart_payment_methods).toEqual([]);
    expect(cart.delivery_error).toBe(CheckoutMessages.noWayToPay('110001'));
    expectError(await who.call('POST', '/api/checkout/place-order', await confirmedOrderBody(who)), 422, CheckoutMessages.noWayToPay('110001'));
  });

  it('is not listed, not accepted on the cart or at place-order, its page and webhook answer 404', async () => {
    const who = new Shopper(t.app);
    await readyCart(who, [[v[0]!, 1]]);
    // The app's only cart (one test, one shopper).
    const cart = await t.db.kysely.selectFrom('carts').select('id').where('email', '=', 'buyer@example.com').executeTakeFirstOrThrow();
    expect(await methods(who)).toEqual(['cod']);
    expectError(await who.call('PUT', '/api/cart/update-payment-mode', { payment_method: 'test_gateway' }), 422, CartMessages.paymentMethodUnknown);

    // A cart that chose it before the switch (or by hand) cannot be placed with it.
    await t.db.kysely.updateTable('carts').set({ payment_method: 'test_gateway' }).where('id', '=', cart.id).execute();
    expectError(await who.call('POST', '/api/checkout/place-order', await confirmedOrderBody(who)), 422, CartMessages.paymentMethodUnknown);

    // An order placed with it earlier cannot be paid with it.
    await t.db.kysely.updateTable('carts').set({ payment_method: 'cod' }).where('id', '=', cart.id).execute();
    const placed = expectSuccess<PlacedOrder>(await who.call('POST', '/api/checkout/place-order', await confirmedOrderBody(who)));
    await t.db.kysely
      .updateTable('orders')
      .set({ payment_method: 'test_gateway', payment_status: 'awaiting_payment' })
      .where('id', '=', placed.order.order_id)
      .execute();
    const ref = { order_id: placed.order.order_id, token: placed.token };
    expectError(await who.call('POST', '/api/checkout/process-payment', ref), 422, PaymentMessages.gatewayUnavailable);

    // Its own page and API, and its webhook, are gone.
    const payment = await testGatewayApi(t.db).createPayment({
      attemptId: 'pay_x',
      description: 'Order',
      amount: 100,
      currency: 'INR',
      returnUrl: '/checkout-complete',
      cancelUrl: '/checkout-failed',
      webhookUrl: '/api/payments/test_gateway/webhook',
    });
    expectError(await t.app.inject({ method: 'GET', url: `/api/test-gateway/payments/${payment.id}` }), 404, PaymentMessages.testPaymentNotFound);
    expectError(
      await t.app.inject({ method: 'POST', url: `/api/test-gateway/payments/${payment.id}/pay`, payload: {} }),
      404,
      PaymentMessages.testPaymentNotFound,
    );
    const body = JSON.stringify({ event: 'payment.paid', payment_id: payment.id, status: 'paid', amount: 100, currency: 'INR' });
    expectError(await postWebhook(t.app, body, signWebhook(gatewaySecret, body)), 404, PaymentMessages.gatewayUnavailable);
  });
});

describeEachDatabase('the test gateway in production with ALLOW_TEST_GATEWAY=true', (dialect) => {
  const t = useTestApp(dialect, { ...PRODUCTION, ALLOW_TEST_GATEWAY: 'true' });

  it('is offered as in development', async () => {
    const [variant] = await pickVariants(t.db, 1, 100);
    const who = new Shopper(t.app);
    await readyCart(who, [[variant!, 1]]);
    expect((await who.call('GET', '/api/cart/get')).json().data.cart_payment_methods.map((m: { code: string }) => m.code)).toEqual(['cod', 'test_gateway']);
    expectSuccess(await who.call('PUT', '/api/cart/update-payment-mode', { payment_method: 'test_gateway' }));
  });
});
