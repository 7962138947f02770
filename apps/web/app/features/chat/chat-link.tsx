import type { InitialValues } from '@vitrine/contracts/storefront';
import { useLocation, useMatches } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { track } from '../../lib/analytics';
import { chatTextFor, chatUrl, internationalNumber, pageHasInlineChat, readChatConfig } from './chat-url';
import './chat-link.css';

/**
 * spec §2 chat link: a link to the store's WhatsApp with a prefilled text (the product's on
 * /product/ pages, the configured default message elsewhere). Shown only when the plugin is
 * installed; a plain link, so it works before hydration and without JavaScript. It floats on
 * most pages; a page that shows it inline (placement "inline", the product page) gets no floating
 * one, which would cover its thumbnails and share links (decisions/018).
 */
export function ChatLink({ initialValues, placement = 'floating' }: { initialValues: InitialValues; placement?: 'floating' | 'inline' }) {
  const matches = useMatches();
  const location = useLocation();
  const config = readChatConfig(initialValues.plugins);
  if (!config) return null;
  if (placement === 'floating' && pageHasInlineChat(matches)) return null;
  const country = initialValues.storefront.channel?.country;
  const number = internationalNumber(config.mobileNo, country?.mobile_code ?? '', country?.mobile_number_length ?? 0);
  const text = chatTextFor(matches, location, config.defaultMessage);
  const link = (
    <a
      className={placement === 'inline' ? 'chat-link-inline' : `chat-link chat-link--${config.location}`}
      href={chatUrl(number, text)}
      target="_blank"
      rel="noopener noreferrer"
      // spec §7 whatsapp_chat: the shopper started a chat (before hydration the link still works, untracked).
      onClick={() => track('whatsapp_chat', { page_path: location.pathname, placement })}
    >
      <span className={placement === 'inline' ? undefined : 'visually-hidden'}>Chat with us on WhatsApp</span>
      <Icon name="whatsapp" size={28} />
    </a>
  );
  // The inline link sits in the page's main; the floating one gets a landmark of its own, like the
  // rest of the page (axe "region"); the link itself is fixed.
  return placement === 'inline' ? link : <aside aria-label="Chat">{link}</aside>;
}
