import { Button } from '../../components/ui/button';
import { Drawer } from '../../components/ui/drawer';
import { FiltersForm } from './filters-form';
import type { ListingView } from './listing-view';
import type { FilterForm } from './use-filter-form';

interface FiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  view: ListingView;
  form: FilterForm;
  formId: string;
  busy: boolean;
}

/** Below lg, the filters in a drawer with a button that shows the results. Loaded on demand. */
export function FiltersDrawer({ open, onClose, view, form, formId, busy }: FiltersDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title="Filters" side="start" className="listing-drawer">
      <FiltersForm view={view} form={form} id={formId} onApplied={onClose} />
      <div className="listing-drawer__footer">
        <Button type="button" variant="primary" onClick={onClose} aria-busy={busy || undefined}>
          Show {view.totalText} {view.total === 1 ? 'product' : 'products'}
        </Button>
      </div>
    </Drawer>
  );
}
