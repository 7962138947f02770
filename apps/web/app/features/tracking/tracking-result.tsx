import type { OrderTracking, TrackingStep } from '@vitrine/contracts/tracking';
import { type RefObject, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { formatTrackingTime } from './tracking-rules';

interface TrackingResultProps {
  tracking: OrderTracking;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** One order's progress: number, status, courier and waybill, the stepper and its scans. */
export function TrackingResult({ tracking, headingRef }: TrackingResultProps) {
  const [scansOpen, setScansOpen] = useState(false);
  const headingId = `tracking-${tracking.order_no}`;
  return (
    <section className="tracking-result" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="tracking-result__title">
        Order #{tracking.order_no}
      </h2>
      <dl className="tracking-result__facts">
        <div>
          <dt>Status</dt>
          <dd>
            <span className="tracking-result__status">{tracking.status_label}</span>
          </dd>
        </div>
        <div>
          <dt>Courier</dt>
          <dd>{tracking.courier ?? 'Not shipped yet'}</dd>
        </div>
        <div>
          <dt>Waybill</dt>
          <dd className="tracking-result__waybill">{tracking.waybill ?? 'Not shipped yet'}</dd>
        </div>
      </dl>
      <h3 className="tracking-result__subtitle" id={`${headingId}-progress`}>
        Shipment progress
      </h3>
      <ol className="tracking-steps" aria-labelledby={`${headingId}-progress`}>
        {tracking.steps.map((step) => (
          <StepItem key={step.status} step={step} />
        ))}
      </ol>
      <Button type="button" variant="outline" className="tracking-result__scans" onClick={() => setScansOpen(true)}>
        View scans{tracking.scans.length > 0 ? ` (${tracking.scans.length})` : ''}
      </Button>
      <Dialog open={scansOpen} onClose={() => setScansOpen(false)} title="Shipment scans" className="tracking-scans-dialog">
        <ScanList tracking={tracking} />
      </Dialog>
    </section>
  );
}

function stepState(step: TrackingStep): 'current' | 'done' | 'pending' {
  if (step.current) return 'current';
  return step.done ? 'done' : 'pending';
}

const STATE_TEXT = { current: 'Current step', done: 'Done', pending: 'Not yet' } as const;

function StepItem({ step }: { step: TrackingStep }) {
  const state = stepState(step);
  return (
    <li className={`tracking-step tracking-step--${state}`} aria-current={step.current ? 'step' : undefined}>
      <span className="tracking-step__dot" aria-hidden="true">
        {state === 'pending' ? null : (
          <svg width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
            <path d="M2.5 6.5l2.5 2.5 4.5-5" />
          </svg>
        )}
      </span>
      <span className="tracking-step__text">
        <span className="tracking-step__label">{step.label}</span>
        <span className="visually-hidden">, {STATE_TEXT[state]}</span>
        {step.at ? (
          <time className="tracking-step__date" dateTime={step.at}>
            {formatTrackingTime(step.at)}
          </time>
        ) : null}
      </span>
    </li>
  );
}

function ScanList({ tracking }: { tracking: OrderTracking }) {
  if (tracking.scans.length === 0) return <p className="tracking-scans__empty">No scans yet. They appear here once the courier picks up the parcel.</p>;
  return (
    <ol className="tracking-scans" aria-label={`Scans for waybill ${tracking.waybill ?? ''}`.trim()}>
      {tracking.scans.map((scan, index) => (
        <li key={`${scan.at}-${index}`} className="tracking-scan">
          <time className="tracking-scan__date" dateTime={scan.at}>
            {formatTrackingTime(scan.at)}
          </time>
          <p className="tracking-scan__status">{scan.status}</p>
          {scan.location ? <p className="tracking-scan__location">{scan.location}</p> : null}
          {scan.note ? <p className="tracking-scan__note">{scan.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
