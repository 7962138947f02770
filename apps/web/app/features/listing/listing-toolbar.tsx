import { useId } from 'react';
import { Icon } from '../../components/ui/icon';
import type { GridColumns } from './grid-columns';
import { GridSelector } from './grid-selector';
import type { ListingView } from './listing-view';
import type { FilterForm } from './use-filter-form';

interface ListingToolbarProps {
  view: ListingView;
  form: FilterForm;
  /** The id of the sidebar's filters form: without JavaScript the sort travels with it. */
  formId: string;
  columns: GridColumns;
  onColumnsChange: (columns: GridColumns) => void;
  onOpenFilters: () => void;
}

/** Filters button (phones), result count, "Sort by" and the grid selector. */
export function ListingToolbar({ view, form, formId, columns, onColumnsChange, onOpenFilters }: ListingToolbarProps) {
  const sortId = useId();
  return (
    <div className="listing__toolbar">
      <button type="button" className="listing__filters-button" aria-haspopup="dialog" onClick={onOpenFilters}>
        <Icon name="filters" size={20} />
        Filters
        {view.activeCount > 0 ? (
          <span className="listing__filters-count">
            <span className="visually-hidden">, </span>
            {view.activeCount}
            <span className="visually-hidden"> applied</span>
          </span>
        ) : null}
      </button>
      <p className="listing__count" role="status">
        {`${view.totalText} ${view.total === 1 ? 'product' : 'products'}`}
      </p>
      <div className="listing__sort">
        <label htmlFor={sortId}>Sort by</label>
        <select id={sortId} name="sort" form={formId} value={form.state.sort} onChange={(e) => form.setSort(e.target.value)}>
          {view.sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="submit" form={formId} className="listing__no-script-apply">
          Apply
        </button>
      </div>
      <GridSelector columns={columns} onChange={onColumnsChange} />
    </div>
  );
}
