import type { SectionProps } from './registry';

export function RichTextSection({ data }: SectionProps) {
  return <section aria-label="rich-text">{JSON.stringify(data).slice(0, 0)}</section>;
}
