import type { SizeChart } from '@vitrine/contracts/product';
import { Suspense, useState } from 'react';
import { onDemand, useOpenedOnce } from '../../components/ui/on-demand';

// The chart's dialog is code nobody needs until they ask for it (issue 14: a lighter first load).
const SizeChartDialog = onDemand(() => import('./size-chart-dialog').then((m) => m.SizeChartDialog));

/** "Size chart" opens the product's chart as a table; the dialog's code loads on hover, focus or click. */
export function SizeChartButton({ chart }: { chart: SizeChart }) {
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={SizeChartDialog.preload}
        onFocus={SizeChartDialog.preload}
      >
        Size chart
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <SizeChartDialog.Component chart={chart} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
