import { circle, ellipse, hi, type Ink, line, lo, path, rect } from './svg-ink.ts';

// Drinkware of the demo catalogue. 400x400 box, standing on y=330.

export type DrinkwareMotif = 'mug' | 'bottle' | 'tumbler' | 'kulhad' | 'carafe' | 'teacup';

const CHAI = '#b7804a';
const WATER = '#cfe3ea';
const BAMBOO = '#c49a6c';

/** A tapered cup centred on x, mouth `w` wide at `top`, standing on y=330. */
function cup(c: Ink, x: number, top: number, w: number, taper: number, ribs = false): string {
  const l = x - w / 2;
  const r = x + w / 2;
  return [
    path(`M${l} ${top} L${l + taper} 322 Q${x} 336 ${r - taper} 322 L${r} ${top} Z`, c.fill, 'opacity="0.94"'),
    ribs
      ? line(
          Array.from({ length: 5 }, (_, i) => `M${l + (w / 6) * (i + 1)} ${top + 10} L${l + taper + ((w - 2 * taper) / 6) * (i + 1)} 320`).join(' '),
          c.shade,
          3,
          0.45,
        )
      : '',
    lo(`M${r - w * 0.25} ${top} L${r} ${top} L${r - taper} 322 L${r - taper - w * 0.2} 326 Z`, 0.2),
    hi(`M${l + 10} ${top + 12} L${l + 22} ${top + 12} L${l + taper + 18} 316 L${l + taper + 8} 316 Z`, 0.35),
    ellipse(x, top, w / 2, w / 9, c.light),
    ellipse(x, top + 2, w / 2 - 6, w / 9 - 3, c.dark),
  ].join('');
}

export const DRINKWARE_MOTIFS: Record<DrinkwareMotif, (c: Ink) => string> = {
  mug: (c) =>
    [
      path('M270 160 H296 C348 160 348 270 296 270 H270', 'none', `stroke="${c.fill}" stroke-width="22"`),
      path('M270 160 H296 C348 160 348 270 296 270 H270', 'none', `stroke="#000000" stroke-opacity="0.18" stroke-width="6" transform="translate(4 4)"`),
      path('M100 124 V300 Q100 330 130 330 H250 Q280 330 280 300 V124 Z', c.fill),
      ...[
        [130, 170],
        [170, 220],
        [150, 280],
        [220, 180],
        [240, 250],
        [200, 300],
        [120, 232],
      ].map(([x, y]) => circle(x, y, 3, c.dark, 'opacity="0.5"')),
      lo('M236 124 H280 V300 Q280 330 250 330 H236 Z', 0.2),
      hi('M114 140 H136 V312 Q116 312 114 300 Z', 0.35),
      ellipse(190, 124, 90, 18, c.light),
      ellipse(190, 127, 80, 13, '#6b4430'),
      line('M160 100 C150 76 176 66 164 40 M206 100 C196 76 222 66 210 40', '#ffffff', 6, 0.7),
    ].join(''),
  bottle: (c) =>
    [
      rect(176, 30, 48, 40, 10, c.dark),
      hi('M182 34 H192 V66 H182 Z', 0.3),
      path('M180 70 H220 V100 C270 116 272 140 272 170 V304 Q272 330 246 330 H154 Q128 330 128 304 V170 C128 140 130 116 180 100 Z', c.fill),
      ...[
        [160, 170],
        [190, 200],
        [230, 180],
        [170, 240],
        [215, 260],
        [160, 300],
        [240, 300],
        [200, 150],
      ].map(([x, y]) => ellipse(x, y, 10, 6, '#ffffff', 'opacity="0.14"')),
      hi('M142 160 C142 136 160 120 176 114 C156 132 156 150 156 170 V310 H142 Z', 0.35),
      lo('M236 120 C266 136 272 150 272 170 V304 Q272 330 246 330 H234 Q256 320 256 300 V170 C256 150 252 134 236 120 Z', 0.22),
    ].join(''),
  tumbler: (c) => [cup(c, 250, 150, 110, 14, true), cup(c, 150, 176, 116, 16, true)].join(''),
  kulhad: (c) =>
    [
      path('M214 170 H316 L298 256 H232 Z', c.shade),
      ellipse(265, 170, 51, 11, c.dark),
      path('M84 178 H186 L168 264 H102 Z', c.shade),
      ellipse(135, 178, 51, 11, c.dark),
      path('M136 206 H264 L244 330 H156 Z', c.fill),
      lo('M228 206 H264 L244 330 H220 Z', 0.22),
      hi('M150 218 H164 L172 322 H162 Z', 0.3),
      line('M142 240 H258', c.dark, 2, 0.4),
      ellipse(200, 206, 64, 13, c.light),
      ellipse(200, 208, 56, 9, CHAI),
      line('M184 190 C176 170 196 160 186 140 M214 190 C206 170 226 160 216 140', '#ffffff', 5, 0.6),
    ].join(''),
  carafe: (c) =>
    [
      rect(168, 40, 64, 36, 12, BAMBOO),
      line('M172 52 H228 M172 64 H228', '#9c7448', 2, 0.7),
      path('M176 76 H224 V150 C300 176 300 316 250 330 H150 C100 316 100 176 176 150 Z', c.fill, 'opacity="0.5"'),
      path('M116 230 C112 296 130 326 150 330 H250 C270 326 288 296 284 230 Z', WATER, 'opacity="0.85"'),
      line('M176 76 V150 C100 176 100 316 150 330 H250 C300 316 300 176 224 150 V76', c.fill, 5),
      ellipse(200, 230, 84, 10, '#ffffff', 'opacity="0.5"'),
      hi('M128 200 C118 240 120 290 138 316 L146 312 C132 284 130 240 140 206 Z', 0.6),
      hi('M184 84 H192 V148 H184 Z', 0.5),
    ].join(''),
  teacup: (c) =>
    [
      ellipse(200, 318, 150, 22, c.dark),
      ellipse(200, 312, 150, 22, c.fill),
      ellipse(200, 312, 96, 13, c.shade),
      hi('M70 306 Q130 292 200 290 Q130 298 84 314 Z', 0.35),
      path('M270 216 C318 210 320 272 270 276', 'none', `stroke="${c.fill}" stroke-width="14"`),
      path('M100 206 Q104 296 162 312 H238 Q296 296 300 206 Z', c.fill),
      lo('M250 212 Q300 206 300 206 Q296 296 238 312 H222 Q276 288 276 212 Z', 0.2),
      hi('M118 224 Q122 272 150 298 Q132 266 134 224 Z', 0.35),
      ellipse(200, 206, 100, 20, c.light),
      ellipse(200, 208, 90, 14, CHAI),
      line('M180 184 C170 160 196 150 186 124 M222 184 C212 160 238 150 228 124', '#ffffff', 5, 0.6),
    ].join(''),
};
