import sanitizeHtml from 'sanitize-html';

// A post body is the owner's HTML, sanitised once when written (never when read), so the
// storefront can render it as it is. An allow-list: text structure, links and images only; no
// script, style, iframe, form or event handler, and only http(s), mailto and tel links.
const BLOG_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'br',
    'hr',
    'figure',
    'figcaption',
    'img',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A post's own title is its only h1: an h1 in the body becomes an h2.
  transformTags: {
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }),
    // Images in the body are below the fold: lazy, and decoded off the main thread.
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy', decoding: 'async' }),
  },
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
};
// The attributes the transforms add must survive the filter that runs after them.
BLOG_HTML_OPTIONS.allowedAttributes = {
  ...(BLOG_HTML_OPTIONS.allowedAttributes as Record<string, string[]>),
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
};

export function sanitiseBlogHtml(html: string): string {
  return sanitizeHtml(html, BLOG_HTML_OPTIONS).trim();
}
