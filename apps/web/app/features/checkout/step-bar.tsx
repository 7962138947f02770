import { Link } from 'react-router';
import { CHECKOUT_STEPS, type CheckoutSteps } from './checkout-steps';

/**
 * spec §2 step labels Cart (1), Address (2), Payment (3). The active step is the current one;
 * a completed step before it links back (going back re-activates it: spec §4 resets).
 */
export function StepBar({ steps }: { steps: CheckoutSteps }) {
  return (
    <nav className="checkout-steps" aria-label="Checkout steps">
      <ol className="checkout-steps__list">
        {CHECKOUT_STEPS.map(({ name, label, number, path }) => {
          const step = steps[name];
          const state = step.active ? 'active' : step.status;
          const content = (
            <>
              <span className="checkout-steps__number" aria-hidden="true">
                {step.status === 'completed' && !step.active ? '✓' : number}
              </span>
              <span className="checkout-steps__label">{label}</span>
              <span className="visually-hidden">{` (step ${number} of 3${step.active ? ', current' : step.status === 'completed' ? ', completed' : ''})`}</span>
            </>
          );
          return (
            <li key={name} className={`checkout-steps__step checkout-steps__step--${state}`} aria-current={step.active ? 'step' : undefined}>
              {step.status === 'completed' && !step.active ? (
                <Link to={path} className="checkout-steps__link">
                  {content}
                </Link>
              ) : (
                <span className="checkout-steps__link">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
