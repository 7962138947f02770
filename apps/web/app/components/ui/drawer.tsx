import { Dialog, type DialogProps } from './dialog';
import './drawer.css';

export interface DrawerProps extends Omit<DialogProps, 'variant'> {
  /** Which edge it slides from (start = left in left-to-right pages). */
  side?: 'start' | 'end';
}

/** A modal dialog that slides in from the side of the screen (mobile navigation, cart). */
export function Drawer({ side = 'start', ...props }: DrawerProps) {
  return <Dialog {...props} variant={side === 'start' ? 'drawer-start' : 'drawer-end'} />;
}
