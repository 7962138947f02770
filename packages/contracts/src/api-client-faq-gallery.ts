import type { ApiCall } from './api-transport.ts';
import type { CustomGallery, Faq, Gallery } from './faq-gallery.ts';

// spec §7: GET /api/faq/{id}; POST /api/plugins/Gallery; POST /api/plugins/customGallery (product_id).
export function faqGalleryCalls(call: ApiCall) {
  return {
    getFaq: (id: string) => call<Faq>({ method: 'GET', path: `/api/faq/${encodeURIComponent(id)}` }),
    getGallery: (id: string) => call<Gallery>({ method: 'POST', path: '/api/plugins/Gallery', body: { id } }),
    getCustomGallery: (productId: string) => call<CustomGallery>({ method: 'POST', path: '/api/plugins/customGallery', body: { product_id: productId } }),
  };
}
