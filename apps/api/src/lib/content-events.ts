import { EventEmitter } from 'node:events';

/**
 * Owner writes (storefront, settings, templates, pages, plugins) announce themselves here, so
 * caches of rendered pages in this process drop what they hold. Other processes rely on the
 * caches' short TTL (docs/operations.md).
 */
export class ContentEvents extends EventEmitter {
  changed(what: string): void {
    this.emit('changed', what);
  }
  onChanged(listener: (what: string) => void): void {
    this.on('changed', listener);
  }

  /**
   * One product's page changed without an owner-wide change (a review written or moderated):
   * only that page leaves the HTML cache, so shoppers' writes never empty the whole cache.
   */
  productChanged(slug: string): void {
    this.emit('product-changed', slug);
  }
  onProductChanged(listener: (slug: string) => void): void {
    this.on('product-changed', listener);
  }
}
