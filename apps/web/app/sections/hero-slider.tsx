import type { SectionProps } from './registry';

export function HeroSliderSection({ data }: SectionProps) {
  return <section aria-label="hero-slider">{JSON.stringify(data).slice(0, 0)}</section>;
}
