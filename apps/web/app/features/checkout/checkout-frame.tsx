import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { openLoginDialog } from '../../lib/auth-events';
import { StepBar } from './step-bar';
import { type CheckoutPage, LOGIN_REQUIRED_MESSAGE } from './use-checkout-page';
import './checkout.css';

interface CheckoutFrameProps {
  title: string;
  page: CheckoutPage;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * The frame of a checkout step: the step bar, the step's heading (focused when the shopper
 * arrives from another page, so screen readers start at the step), the message another step
 * sent, and the states before the cart is usable.
 */
export function CheckoutFrame({ title, page, onRetry, children }: CheckoutFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  // 'default' is the first page of the visit (a full load): focus stays where the browser put it.
  useEffect(() => {
    if (location.key !== 'default') heading.current?.focus();
  }, [location.key]);

  let body: ReactNode = children;
  if (page.phase === 'loading' || page.phase === 'leaving') {
    body = (
      <div className="checkout-loading" aria-busy="true">
        <p className="checkout-loading__text">Loading your cart…</p>
      </div>
    );
  } else if (page.phase === 'failed') {
    body = (
      <div className="checkout-notice">
        <p>Your cart could not be loaded.</p>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  } else if (page.phase === 'login') {
    body = (
      <div className="checkout-notice">
        <p role="alert">{LOGIN_REQUIRED_MESSAGE}</p>
        <p>Please log in to check out.</p>
        <Button variant="primary" onClick={() => openLoginDialog(location.pathname)}>
          Log in
        </Button>
      </div>
    );
  }

  return (
    <div className="checkout container">
      <StepBar steps={page.steps} />
      <h1 ref={heading} tabIndex={-1} className="checkout__title">
        {title}
      </h1>
      {page.arrivalMessage && page.phase === 'ready' ? (
        <p className="checkout__arrival field-error" role="alert">
          {page.arrivalMessage}
        </p>
      ) : null}
      {body}
    </div>
  );
}
