import type { SizeChart } from '@vitrine/contracts/product';
import { Dialog } from '../../components/ui/dialog';

interface SizeChartDialogProps {
  chart: SizeChart;
  open: boolean;
  onClose: () => void;
}

/** The product's chart as a table (first column: the size, a row header). Loaded on demand. */
export function SizeChartDialog({ chart, open, onClose }: SizeChartDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Size chart" className="size-chart-dialog">
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
  );
}
