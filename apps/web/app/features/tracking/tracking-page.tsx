import type { OrderTracking } from '@vitrine/contracts/tracking';
import { useEffect, useRef, useState } from 'react';
import type { TrackingPageData } from './tracking.server';
import { TrackForm } from './tracking-form';
import { TrackingResult } from './tracking-result';
import './tracking.css';

/**
 * /track-order and /track-order/{waybill}: the result (when there is one) above the form. A result
 * found with the form replaces the one shown and takes the focus, so a screen reader hears it.
 */
export function TrackingPage({ data }: { data: TrackingPageData }) {
  const [tracking, setTracking] = useState<OrderTracking | null>(data.tracking);
  const [moveFocus, setMoveFocus] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (moveFocus > 0) heading.current?.focus();
  }, [moveFocus]);

  const onFound = (found: OrderTracking) => {
    setTracking(found);
    setMoveFocus((n) => n + 1);
  };

  return (
    <div className="container tracking-page">
      <h1>Track order</h1>
      {tracking ? (
        <TrackingResult tracking={tracking} headingRef={heading} />
      ) : (
        <p className="tracking-page__intro">Enter your order number with the email or phone you placed it with, or the waybill from your shipping message.</p>
      )}
      <section className="tracking-page__form" aria-labelledby="track-form-title">
        <h2 id="track-form-title">{tracking ? 'Track another order' : 'Find your order'}</h2>
        {/* A waybill that found nothing stays in its box beside the message, to correct it. */}
        <TrackForm
          initialMode={data.waybill && !data.tracking ? 'waybill' : 'order'}
          initialWaybill={data.tracking ? '' : (data.waybill ?? '')}
          initialFailure={data.failure}
          onFound={onFound}
        />
      </section>
    </div>
  );
}
