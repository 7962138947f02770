import type { MenuItem } from '@vitrine/contracts/content';
import { Drawer } from '../components/ui/drawer';
import { MenuExtras } from './menu-extras';
import { MobileNav } from './mobile-nav';

/** The phone and tablet menu: the main menu, then login, search and help. Loaded on demand. */
export function MenuDrawer({ open, onClose, items }: { open: boolean; onClose: () => void; items: MenuItem[] }) {
  return (
    <Drawer open={open} onClose={onClose} title="Menu" side="start">
      {items.length > 0 ? <MobileNav items={items} /> : null}
      <MenuExtras onClose={onClose} />
    </Drawer>
  );
}
