import { useId } from 'react';
import { GRID_COLUMN_OPTIONS, type GridColumns } from './grid-columns';
import { useMaxGridColumns } from './use-max-grid-columns';

/**
 * Grid columns 2–5 as a radio group (from md; phones always show 2). Below xl only 2–4 are
 * offered, and a saved 5 shows as the 4 the grid draws there.
 */
export function GridSelector({ columns, onChange }: { columns: GridColumns; onChange: (columns: GridColumns) => void }) {
  const name = useId();
  const max = useMaxGridColumns();
  const shown = Math.min(columns, max);
  return (
    <div role="radiogroup" aria-label="Grid columns" className="grid-selector">
      {GRID_COLUMN_OPTIONS.filter((n) => n <= max).map((n) => (
        <label key={n} className="grid-selector__option" title={`${n} columns`}>
          <input className="grid-selector__input" type="radio" name={name} value={n} checked={shown === n} onChange={() => onChange(n)} />
          <GridIcon columns={n} />
          <span className="visually-hidden">{n} columns</span>
        </label>
      ))}
    </div>
  );
}

function GridIcon({ columns }: { columns: number }) {
  const gap = 2;
  const width = (20 - gap * (columns - 1)) / columns;
  return (
    <svg className="grid-selector__icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {Array.from({ length: columns }, (_, i) => (
        <rect key={i} x={i * (width + gap)} y="2" width={width} height="16" rx="1" fill="currentColor" />
      ))}
    </svg>
  );
}
