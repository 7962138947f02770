import type { MarqueeData } from '@vitrine/contracts/sections';
import { marqueeAnimationStyle } from './marquee-style';
import type { SectionProps } from './section-props';
import '../styles/sections.css';

/**
 * Scrolling announcements, pure CSS (no JavaScript). Two identical groups move together by their
 * own width, so the loop is seamless; the copy is aria-hidden so the text is read once. The motion
 * pauses on hover and stops under prefers-reduced-motion (sections.css).
 */
export function MarqueeSection({ data }: SectionProps<MarqueeData>) {
  const items = (data?.items ?? []).filter((item) => typeof item === 'string' && item.trim() !== '');
  if (items.length === 0) return null;
  const style = marqueeAnimationStyle(data);
  return (
    <section className="marquee" aria-label="Announcements">
      <div className="marquee__track">
        <ul className="marquee__group" style={style}>
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
        <ul className="marquee__group" style={style} aria-hidden="true">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
