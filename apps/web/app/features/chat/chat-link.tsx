import type { InitialValues } from '@vitrine/contracts/storefront';
import { useLocation, useMatches } from 'react-router';
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
    >
      <span className={placement === 'inline' ? undefined : 'visually-hidden'}>Chat with us on WhatsApp</span>
      <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z"
        />
      </svg>
    </a>
  );
  // The inline link sits in the page's main; the floating one gets a landmark of its own, like the
  // rest of the page (axe "region"); the link itself is fixed.
  return placement === 'inline' ? link : <aside aria-label="Chat">{link}</aside>;
}
