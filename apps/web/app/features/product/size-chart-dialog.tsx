import type { SizeChart } from '@vitrine/contracts/product';
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog';

/** "Size chart" opens the product's chart as a table (first column: the size, a row header). */
export function SizeChartButton({ chart }: { chart: SizeChart }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Size chart
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Size chart" className="size-chart-dialog">
        {/* Focusable so keyboard users can scroll a chart wider than a phone. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <div className="size-chart__scroll" role="region" aria-label={chart.name} tabIndex={0}>
          <table className="size-chart">
            <caption>
              {chart.name}
              {chart.unit ? ` (${chart.unit})` : ''}
            </caption>
            <thead>
              <tr>
                {chart.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) =>
                    c === 0 ? (
                      <th key={c} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={c}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Dialog>
    </>
  );
}
