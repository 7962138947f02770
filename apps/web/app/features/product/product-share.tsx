import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { shareLinks } from './share-links';

interface ProductShareProps {
  title: string;
  url: string;
  imageUrl: string | null;
}

/** Copies through the Clipboard API, or a selected textarea where that is missing. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/** The system share sheet where the browser has one, else "Copy link"; plus plain share links. */
export function ProductShare({ title, url, imageUrl }: ProductShareProps) {
  const toast = useToast();
  // The server cannot know; the button says "Copy link" until the browser says it can share.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const onShare = async () => {
    if (canShare) {
      // A dismissed share sheet rejects; that is not an error worth showing.
      await navigator.share({ title, url }).catch(() => {});
      return;
    }
    try {
      await copyText(url);
      toast.success('Link copied');
    } catch {
      toast.error('The link could not be copied');
    }
  };

  return (
    <div className="product-share" role="group" aria-label="Share this product">
      <Button type="button" variant="outline" className="product-share__button" onClick={onShare}>
        {canShare ? 'Share' : 'Copy link'}
      </Button>
      <ul className="product-share__links">
        {shareLinks(url, title, imageUrl).map((link) => (
          <li key={link.name}>
            <a
              className="product-share__link"
              href={link.href}
              {...(link.name === 'Email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              aria-label={link.name === 'Email' ? 'Share by Email' : `Share on ${link.name} (opens in a new tab)`}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
