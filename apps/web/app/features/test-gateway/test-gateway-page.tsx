import { formatMoney } from '@vitrine/contracts/money';
import type { TestGatewayPayment } from '@vitrine/contracts/payments';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { runCall } from '../../lib/api-result';
import { browserApi } from '../../lib/browser-api';
import './test-gateway.css';

/**
 * The built-in test gateway's hosted page (docs/decisions/014-payments.md): what a real gateway's
 * page would be, with no card to type. Pay or Decline, then the gateway sends the shopper back to
 * the shop, which asks the gateway (not this page) whether the order is paid.
 */
export function TestGatewayPage({ payment }: { payment: TestGatewayPayment }) {
  const [busy, setBusy] = useState<'pay' | 'decline' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const decided = payment.status !== 'created';

  const decide = async (decision: 'pay' | 'decline') => {
    if (busy) return;
    setBusy(decision);
    setMessage(null);
    const result = await runCall(() => browserApi().decideTestGatewayPayment(payment.id, decision));
    if (result.ok) return window.location.assign(result.data.redirect_url);
    setBusy(null);
    setMessage(result.failure.message);
  };

  return (
    <div className="container test-gateway">
      <section className="test-gateway__card" aria-labelledby="test-gateway-title">
        <p className="test-gateway__badge">Test gateway · no real money moves</p>
        <h1 id="test-gateway-title" className="test-gateway__title">
          Pay {payment.merchant}
        </h1>
        <dl className="test-gateway__facts">
          <div>
            <dt>For</dt>
            <dd>{payment.description}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd className="test-gateway__amount">{formatMoney(payment.amount, payment.currency)}</dd>
          </div>
        </dl>
        {decided ? (
          <p role="status">{payment.status === 'paid' ? 'This payment has been made.' : 'This payment was declined.'} Go back to the shop to see your order.</p>
        ) : (
          <p className="test-gateway__hint">Choose how this test payment ends: paid, or declined as a bank would.</p>
        )}
        {message ? (
          <p className="field-error" role="alert">
            {message}
          </p>
        ) : null}
        <div className="test-gateway__actions">
          <Button onClick={() => decide('pay')} disabled={busy !== null} aria-busy={busy === 'pay' || undefined}>
            {decided ? 'Back to the shop' : busy === 'pay' ? 'Paying…' : `Pay ${formatMoney(payment.amount, payment.currency)}`}
          </Button>
          {decided ? null : (
            <Button variant="outline" onClick={() => decide('decline')} disabled={busy !== null} aria-busy={busy === 'decline' || undefined}>
              {busy === 'decline' ? 'Declining…' : 'Decline payment'}
            </Button>
          )}
        </div>
      </section>
    </div>
  );
}
