export interface ShareLink {
  name: 'WhatsApp' | 'Facebook' | 'X' | 'Pinterest' | 'Email';
  href: string;
}

/** Plain share links (no third-party scripts): each network's public share URL. */
export function shareLinks(url: string, title: string, imageUrl?: string | null): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const pinterest = new URLSearchParams({ url, description: title });
  if (imageUrl) pinterest.set('media', imageUrl);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { name: 'Pinterest', href: `https://pinterest.com/pin/create/button/?${pinterest.toString()}` },
    { name: 'Email', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}` },
  ];
}

/** An absolute URL for sharing: relative image paths are resolved against the page's origin. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, origin).toString();
  } catch {
    return pathOrUrl;
  }
}
