import type { SectionProps } from './registry';

export function CategoryGridSection({ data }: SectionProps) {
  return <section aria-label="category-grid">{JSON.stringify(data).slice(0, 0)}</section>;
}
