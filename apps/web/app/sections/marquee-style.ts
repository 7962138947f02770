import { type MarqueeData, MarqueeDefaults } from '@vitrine/contracts/sections';
import type { CSSProperties } from 'react';

/**
 * CSS animation settings of a marquee from its component_data, with the spec §9 defaults:
 * 20 s per pass, loop 0 = infinite (loop N = N passes), scrolling left. Bad values fall back
 * to the defaults rather than freezing or racing the text.
 */
export function marqueeAnimationStyle(data: Partial<MarqueeData> | null | undefined): CSSProperties {
  const duration = positiveNumber(data?.duration_s) ?? MarqueeDefaults.duration_s;
  const loop = data?.loop != null && Number.isInteger(data.loop) && data.loop >= 0 ? data.loop : MarqueeDefaults.loop;
  const direction = data?.direction === 'right' || data?.direction === 'left' ? data.direction : MarqueeDefaults.direction;
  return {
    animationDuration: `${duration}s`,
    animationIterationCount: loop === 0 ? 'infinite' : loop,
    // The keyframes move the track to the left; reversing them scrolls to the right.
    animationDirection: direction === 'right' ? 'reverse' : 'normal',
  };
}

function positiveNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}
