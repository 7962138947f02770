// `?no-inline`: <use> cannot reference a data: URL, so the sprite stays a file (hashed, under /assets,
// cached for a year) even though it is small.
import spriteUrl from './icons.svg?no-inline';

export type IconName =
  | 'menu'
  | 'close'
  | 'chevron-down'
  | 'arrow-up'
  | 'home'
  | 'shop'
  | 'cart'
  | 'account'
  | 'logout'
  | 'mail'
  | 'phone'
  | 'pin'
  | 'search'
  | 'filters'
  | 'grid-2'
  | 'grid-3'
  | 'grid-4'
  | 'grid-5'
  | 'whatsapp'
  | 'facebook'
  | 'instagram'
  | 'youtube'
  | 'twitter'
  | 'pinterest'
  | 'linkedin'
  | 'heart';

/**
 * A decorative icon drawn from the one sprite file (icons.svg): each use costs ~100 bytes of HTML
 * instead of its whole drawing, and it paints before hydration and without JavaScript (the sprite
 * is same-origin, so the CSP's default-src 'self' allows it). Always aria-hidden: the control that
 * holds one carries the accessible name.
 */
export function Icon({ name, size = 24, className = 'icon' }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
