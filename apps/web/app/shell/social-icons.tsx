import { Icon } from '../components/ui/icon';
import type { SocialNetwork } from './social-links';

// Simplified brand marks (24x24, currentColor) in the sprite, decorative: each link has its own name.
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <Icon name={network} size={20} />;
}
