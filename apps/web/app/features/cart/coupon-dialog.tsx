import type { CouponOffer } from '@vitrine/contracts/cart';
import { formatMoney } from '@vitrine/contracts/money';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/text-field';
import { fetchCartCoupons } from './cart-api';
import { useCart } from './cart-store';
import './coupon-dialog.css';

type Offers = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; offers: CouponOffer[] };

/**
 * spec §2 coupon popup: the offers for this cart (those that do not apply greyed, with why), a
 * field to type a code, Apply. An error stays in the popup and changes nothing (spec §4); a
 * success closes it.
 */
export function CouponDialog() {
  const cart = useCart();
  const { couponOpen, closeCoupon, applyCoupon } = cart;
  const [offers, setOffers] = useState<Offers>({ state: 'loading' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!couponOpen) return;
    let live = true;
    setOffers({ state: 'loading' });
    setError(null);
    setCode('');
    fetchCartCoupons().then((result) => {
      if (live) setOffers(result.ok ? { state: 'ready', offers: result.data } : { state: 'failed', message: result.failure.message });
    });
    return () => {
      live = false;
    };
  }, [couponOpen]);

  const apply = async (value: string) => {
    const trimmed = value.trim();
    if (applying) return;
    if (!trimmed) return setError('Please enter a coupon code');
    setApplying(trimmed);
    setError(null);
    const result = await applyCoupon(trimmed);
    setApplying(null);
    if (result.ok) closeCoupon();
    else setError(result.failure.message);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void apply(code);
  };

  return (
    <Dialog open={couponOpen} onClose={closeCoupon} title="Apply coupon" className="coupon-dialog">
      <form className="coupon-dialog__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={fieldId} className="coupon-dialog__label">
          Coupon code
        </label>
        <div className="inline-field">
          <input
            id={fieldId}
            type="text"
            name="coupon"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" aria-disabled={applying !== null || undefined} data-loading={applying === code.trim() || undefined}>
            Apply
          </Button>
        </div>
        <div id={errorId}>
          <FormMessage message={error} />
        </div>
      </form>
      <h3 className="coupon-dialog__heading">Available coupons</h3>
      {offers.state === 'loading' ? <p aria-busy="true">Loading coupons…</p> : null}
      {offers.state === 'failed' ? <p>{offers.message}</p> : null}
      {offers.state === 'ready' && offers.offers.length === 0 ? <p>No coupons are available right now.</p> : null}
      {offers.state === 'ready' && offers.offers.length > 0 ? (
        <ul className="coupon-offers">
          {offers.offers.map((offer) => (
            <li key={offer.code} className={`coupon-offer${offer.applicable ? '' : ' coupon-offer--unavailable'}`}>
              <div className="coupon-offer__text">
                <p className="coupon-offer__code">{offer.code}</p>
                <p className="coupon-offer__description">{offer.description}</p>
                {offer.applicable && offer.discount > 0 ? (
                  <p className="coupon-offer__saving">You save {formatMoney(offer.discount, cart.cart.currency)}</p>
                ) : null}
                {!offer.applicable && offer.reason ? <p className="coupon-offer__reason">{offer.reason}</p> : null}
              </div>
              {cart.cart.coupon?.code === offer.code ? (
                <span className="coupon-offer__applied">Applied</span>
              ) : (
                <Button
                  variant="outline"
                  disabled={!offer.applicable}
                  aria-disabled={applying !== null || undefined}
                  data-loading={applying === offer.code || undefined}
                  onClick={() => void apply(offer.code)}
                >
                  Apply<span className="visually-hidden">{` ${offer.code}`}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
