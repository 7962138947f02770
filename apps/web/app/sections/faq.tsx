import type { Faq } from '@vitrine/contracts/faq-gallery';
import type { FaqSectionData } from '@vitrine/contracts/sections';
import { JsonLd } from '../lib/seo/json-ld-script';
import { HeadedSection } from './headed-section';
import type { SectionProps } from './section-props';
import '../styles/content-sections.css';

/** schema.org FAQPage: the questions and their answers (HTML the API sanitised, allowed there). */
export function faqPageJsonLd(faq: Pick<Faq, 'items'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}

/**
 * A FAQ as an accordion of native <details>/<summary>: each question opens and closes with Enter
 * or Space, without JavaScript, and every answer is in the HTML for search engines too.
 */
export function FaqSection({ data, resolved }: SectionProps<FaqSectionData, Faq | null>) {
  const items = resolved?.items ?? [];
  if (items.length === 0) return null;
  return (
    <HeadedSection className="faq container" heading={data?.heading}>
      <div className="faq__list">
        {items.map((item, i) => (
          <details key={`${i}-${item.question}`} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            {/* Safe to inject: the API sanitises answers when the owner saves them (PUT /api/admin/faqs/{id}). */}
            <div className="faq__answer" dangerouslySetInnerHTML={{ __html: item.answer }} />
          </details>
        ))}
      </div>
      <JsonLd data={faqPageJsonLd({ items })} />
    </HeadedSection>
  );
}
