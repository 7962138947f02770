import type { SectionProps } from './registry';

export function ProductGridSection({ data }: SectionProps) {
  return <section aria-label="product-grid">{JSON.stringify(data).slice(0, 0)}</section>;
}
