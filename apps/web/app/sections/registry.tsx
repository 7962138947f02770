import { SectionType } from '@vitrine/contracts/sections';
import type { ComponentType } from 'react';
import { CategoryGridSection } from './category-grid';
import { HeroSliderSection } from './hero-slider';
import { ImageBannerSection } from './image-banner';
import { LinksSection } from './links';
import { MarqueeSection } from './marquee';
import { ProductGridSection } from './product-grid';
import type { ResolvedSection } from './resolve-sections.server';
import { RichTextSection } from './rich-text';
import type { SectionProps } from './section-props';

const registry: Record<string, ComponentType<SectionProps>> = {
  [SectionType.heroSlider]: HeroSliderSection,
  [SectionType.imageBanner]: ImageBannerSection,
  [SectionType.richText]: RichTextSection,
  [SectionType.productGrid]: ProductGridSection,
  [SectionType.categoryGrid]: CategoryGridSection,
  [SectionType.marquee]: MarqueeSection,
  [SectionType.links]: LinksSection,
};

/** Renders page sections in order; an unknown type renders nothing (and is logged once on the server). */
export function Sections({ sections }: { sections: ResolvedSection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const Component = registry[section.component_type];
        if (!Component) return null;
        return (
          <div key={section.key} className={`section section--${section.component_type}`} data-section={section.key}>
            <Component data={section.component_data} resolved={section.resolved} index={index} />
          </div>
        );
      })}
    </>
  );
}
