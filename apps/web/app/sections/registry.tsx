import { SectionType } from '@vitrine/contracts/sections';
import type { ComponentType } from 'react';
import { useEditedSections } from '../lib/editor-sections';
import { BlogPostsSection } from './blog-posts';
import { CategoryGridSection } from './category-grid';
import { EmailSubscriptionSection } from './email-subscription';
import { FaqSection } from './faq';
import { FormSection } from './form';
import { GallerySection } from './gallery';
import { HeroSliderSection } from './hero-slider';
import { ImageBannerSection } from './image-banner';
import { LinksSection } from './links';
import { MapSection } from './map';
import { MarqueeSection } from './marquee';
import { ProductGridSection } from './product-grid';
import { ProductTabsSection } from './product-tabs';
import type { ResolvedSection } from './resolve-sections.server';
import { RichTextSection } from './rich-text';
import { guardSection, SectionBoundary } from './section-boundary';
import type { SectionProps } from './section-props';
import { TestimonialSection } from './testimonial';
import { TradeEnquirySection } from './trade-enquiry';
import { VideoSection } from './video';

const components: Record<string, ComponentType<SectionProps>> = {
  [SectionType.heroSlider]: HeroSliderSection,
  [SectionType.imageBanner]: ImageBannerSection,
  [SectionType.richText]: RichTextSection,
  [SectionType.productGrid]: ProductGridSection,
  [SectionType.categoryGrid]: CategoryGridSection,
  [SectionType.marquee]: MarqueeSection,
  [SectionType.links]: LinksSection,
  [SectionType.blogPosts]: BlogPostsSection,
  [SectionType.form]: FormSection,
  [SectionType.map]: MapSection,
  [SectionType.tradeEnquiry]: TradeEnquirySection,
  [SectionType.emailSubscription]: EmailSubscriptionSection,
  [SectionType.faq]: FaqSection,
  [SectionType.gallery]: GallerySection,
  [SectionType.testimonial]: TestimonialSection,
  [SectionType.video]: VideoSection,
  [SectionType.productTabs]: ProductTabsSection,
};
// Each wrapped once, so a section keeps one component type from render to render.
const registry = Object.fromEntries(Object.entries(components).map(([type, section]) => [type, guardSection(section)]));

/**
 * Renders page sections in order; an unknown type renders nothing (the loader logged it), and a
 * section that fails to render is left out and logged rather than failing the page.
 */
export function Sections({ sections: loaded }: { sections: ResolvedSection[] }) {
  // In the live editor's frame, the parent's sections (decisions/030); the loader's otherwise.
  const sections = useEditedSections(loaded);
  return (
    <>
      {sections.map((section, index) => {
        const Component = registry[section.component_type];
        if (!Component) return null;
        return (
          <SectionBoundary key={section.key} sectionKey={section.key} type={section.component_type}>
            <Component sectionKey={section.key} type={section.component_type} data={section.component_data} resolved={section.resolved} index={index} />
          </SectionBoundary>
        );
      })}
    </>
  );
}
