import type { SectionProps } from './registry';

export function ImageBannerSection({ data }: SectionProps) {
  return <section aria-label="image-banner">{JSON.stringify(data).slice(0, 0)}</section>;
}
