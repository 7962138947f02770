import type { PluginInfo } from '@vitrine/contracts/storefront';

/** spec §3 chat plugin config: mobile_no, default_message, chat_location. */
export interface ChatConfig {
  mobileNo: string;
  defaultMessage: string;
  location: 'left' | 'right';
}

export const CHAT_PLUGIN = 'WhatsAppChat';

/** The chat plugin's config when it is installed (active) with a number; otherwise null. */
export function readChatConfig(plugins: readonly PluginInfo[] | undefined): ChatConfig | null {
  const config = plugins?.find((p) => p.module_name === CHAT_PLUGIN)?.config ?? null;
  if (!config) return null;
  const mobileNo = typeof config.mobile_no === 'string' ? config.mobile_no.replace(/\D+/g, '') : '';
  if (!mobileNo) return null;
  return {
    mobileNo,
    defaultMessage: typeof config.default_message === 'string' ? config.default_message : '',
    location: config.chat_location === 'left' ? 'left' : 'right',
  };
}

/**
 * wa.me wants the number in international form without '+': a local number (the country's mobile
 * number length) gets the country's calling code in front; anything longer is taken as given.
 */
export function internationalNumber(mobileNo: string, mobileCode: string, localLength: number): string {
  const digits = mobileNo.replace(/\D+/g, '');
  const code = mobileCode.replace(/\D+/g, '');
  return code && digits.length === localLength ? `${code}${digits}` : digits;
}

/** spec §2 chat link: the store number and a prefilled text. */
export function chatUrl(number: string, text: string): string {
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`;
}

/**
 * A route offers its own prefilled text through its `handle` (the product page asks about the
 * product, spec §2); the deepest route that has one wins, else the configured default message.
 */
export interface ChatHandle {
  chatText: (loaderData: unknown, location: { pathname: string; search: string }) => string | null;
  /**
   * The page shows the chat link in its own content (the product page, beside Share), so the
   * floating button stays away: floating, it covered thumbnails and share links (decisions/018).
   */
  inlineChat?: boolean;
}

interface MatchLike {
  handle?: unknown;
  loaderData?: unknown;
}

function isChatHandle(handle: unknown): handle is ChatHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as ChatHandle).chatText === 'function';
}

export function chatTextFor(matches: readonly MatchLike[], location: { pathname: string; search: string }, defaultMessage: string): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const { handle, loaderData } = matches[i];
    if (!isChatHandle(handle) || loaderData === undefined) continue;
    const text = handle.chatText(loaderData, location);
    if (text) return text;
  }
  return defaultMessage;
}

/** Whether the page renders its own chat link, so the shell's floating one is left out. */
export function pageHasInlineChat(matches: readonly MatchLike[]): boolean {
  return matches.some(({ handle, loaderData }) => isChatHandle(handle) && handle.inlineChat === true && loaderData !== undefined);
}
