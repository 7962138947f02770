import type { SectionProps } from './registry';

export function MarqueeSection({ data }: SectionProps) {
  return <section aria-label="marquee">{JSON.stringify(data).slice(0, 0)}</section>;
}
