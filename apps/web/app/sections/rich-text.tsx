import type { RichTextData } from '@vitrine/contracts/sections';
import { HeadedSection } from './headed-section';
import type { SectionProps } from './section-props';
import '../styles/sections.css';

/** Owner-written HTML with an optional heading. */
export function RichTextSection({ data }: SectionProps<RichTextData>) {
  if (!data?.html && !data?.heading) return null;
  return (
    <HeadedSection className="rich-text container" heading={data.heading}>
      {/* Safe to inject: the API sanitises this HTML when the page is written (PUT /api/admin/pages),
          so no script or event handler ever reaches a shopper's browser. */}
      <div className="rich-text__body" dangerouslySetInnerHTML={{ __html: data.html ?? '' }} />
    </HeadedSection>
  );
}
