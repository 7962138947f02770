import { Icon } from '../components/ui/icon';

// The shell's decorative icons (24x24, stroke = currentColor), each a <use> of the one sprite
// (components/ui/icons.svg): the drawing is sent once, not 27–31 times a page.
export const MenuIcon = () => <Icon name="menu" />;
export const CloseIcon = ({ size }: { size?: number }) => <Icon name="close" size={size} />;
export const ChevronDownIcon = ({ size = 16 }: { size?: number }) => <Icon name="chevron-down" size={size} />;
export const ArrowUpIcon = () => <Icon name="arrow-up" />;
export const HomeIcon = () => <Icon name="home" />;
export const ShopIcon = () => <Icon name="shop" />;
export const CartIcon = () => <Icon name="cart" />;
export const AccountIcon = () => <Icon name="account" />;
export const LogoutIcon = () => <Icon name="logout" />;
export const MailIcon = ({ size = 18 }: { size?: number }) => <Icon name="mail" size={size} />;
export const PhoneIcon = ({ size = 18 }: { size?: number }) => <Icon name="phone" size={size} />;
export const PinIcon = ({ size = 18 }: { size?: number }) => <Icon name="pin" size={size} />;
