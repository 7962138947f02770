import { useId } from 'react';
import { Icon, type IconName } from '../../components/ui/icon';
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
          <span className="visually-hidden">{`${n} columns`}</span>
        </label>
      ))}
    </div>
  );
}

function GridIcon({ columns }: { columns: number }) {
  return <Icon name={`grid-${columns}` as IconName} size={20} className="grid-selector__icon" />;
}
