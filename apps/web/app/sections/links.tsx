import type { SectionProps } from './registry';

export function LinksSection({ data }: SectionProps) {
  return <section aria-label="links">{JSON.stringify(data).slice(0, 0)}</section>;
}
