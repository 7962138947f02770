import { CookieName, hashText } from '@vitrine/contracts/cookies';
import type { Storefront } from '@vitrine/contracts/storefront';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { writeCookie } from '../lib/cookies';
import { CloseIcon } from './icons';

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** The owner's link text, else the linked page's name from its slug: "Learn more" says nothing of where it goes (Lighthouse SEO). */
function linkTextFor(notice: Storefront['notice'], slug: string): string {
  const own = notice.link_text?.trim();
  if (own) return own;
  const words = slug.replace(/[-_/]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : slug;
}

/**
 * spec §1 notice bar: message, optional link to a page, dismissible when clearable. The cookie
 * holds a hash of the dismissed message, so the server skips it on reload (no flash) and a new
 * message shows again.
 */
export function NoticeBar({ notice, dismissedHash }: { notice: Storefront['notice']; dismissedHash: string | null }) {
  const [dismissed, setDismissed] = useState(dismissedHash);
  const ref = useRef<HTMLDivElement>(null);
  const message = notice.message.trim();
  const hash = hashText(notice.message);
  if (!notice.enabled || !message || dismissed === hash) return null;

  const dismiss = () => {
    // The button disappears with the bar: hand focus to the next control rather than the page.
    const next = ref.current?.parentElement?.querySelector<HTMLElement>('.notice-bar ~ * :is(a[href], button)');
    writeCookie(CookieName.noticeDismissed, hash, ONE_YEAR_S);
    setDismissed(hash);
    next?.focus();
  };

  return (
    <div role="region" aria-label="Notice" className="notice-bar" ref={ref}>
      <div className="container notice-bar__inner">
        <p className="notice-bar__message">
          {message}
          {notice.page_slug ? (
            <>
              {' '}
              <Link to={`/${notice.page_slug}`} className="notice-bar__link">
                {linkTextFor(notice, notice.page_slug)}
              </Link>
            </>
          ) : null}
        </p>
        {notice.is_clearable ? (
          <button type="button" className="notice-bar__close" aria-label="Dismiss notice" onClick={dismiss}>
            <CloseIcon size={20} />
          </button>
        ) : null}
      </div>
    </div>
  );
}
