import { Icon } from '../../components/ui/icon';

/** A magnifying glass from the sprite (decorative: the control holding it carries the name). */
export function SearchIcon({ size = 24 }: { size?: number }) {
  return <Icon name="search" size={size} />;
}
