import type { RichTextData } from '@vitrine/contracts/sections';
import { useId } from 'react';
import type { SectionProps } from './registry';
import '../styles/sections.css';

/** Owner-written HTML with an optional heading. */
export function RichTextSection({ data }: SectionProps<RichTextData>) {
  const headingId = useId();
  if (!data?.html && !data?.heading) return null;
  return (
    <section className="rich-text container" aria-labelledby={data.heading ? headingId : undefined}>
      {data.heading ? (
        <h2 id={headingId} className="section-heading">
          {data.heading}
        </h2>
      ) : null}
      {/* Safe to inject: the API sanitises this HTML when the page is written (PUT /api/admin/pages),
          so no script or event handler ever reaches a shopper's browser. */}
      <div className="rich-text__body" dangerouslySetInnerHTML={{ __html: data.html ?? '' }} />
    </section>
  );
}
