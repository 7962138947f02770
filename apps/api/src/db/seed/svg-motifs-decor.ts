import { circle, ellipse, flame, foliage, hi, type Ink, line, lo, path, rect } from './svg-ink.ts';

// Decor and plants of the demo catalogue. 400x400 box, standing on y=330.

export type DecorMotif = 'diya' | 'frame' | 'candle' | 'tray' | 'clock' | 'wall-hanging' | 'planter' | 'vase' | 'hanging-planter' | 'bud-vases' | 'plant-stand';

const PAPER = '#f7f3ec';
const WOOD = '#8a6446';
const CORD = '#efe6d6';
const TERRACOTTA = '#b8643f';

/** A tapered pot whose mouth is `top` wide at y, standing on y=330. */
function pot(c: Ink, top: number, y: number): string {
  const l = 200 - top / 2;
  const r = 200 + top / 2;
  return [
    path(`M${l} ${y} H${r} L${r - 28} 330 H${l + 28} Z`, c.fill),
    lo(`M${r - 40} ${y} H${r} L${r - 28} 330 H${r - 60} Z`, 0.2),
    hi(`M${l + 14} ${y + 26} H${l + 34} L${l + 48} 320 H${l + 36} Z`, 0.25),
    rect(l - 8, y - 6, top + 16, 30, 6, c.fill),
    lo(`M${l - 8} ${y + 16} H${r + 8} V${y + 24} H${l - 8} Z`, 0.18),
    hi(`M${l - 4} ${y - 2} H${r + 4} V${y + 4} H${l - 4} Z`, 0.3),
  ].join('');
}

export const DECOR_MOTIFS: Record<DecorMotif, (c: Ink) => string> = {
  diya: (c) =>
    [
      path('M170 330 H230 L216 296 H184 Z', c.fill),
      lo('M206 296 H216 L230 330 H214 Z', 0.2),
      path('M70 250 Q200 340 318 250 L350 236 Q330 262 316 266 Q200 318 84 266 Z', c.fill),
      ellipse(200, 252, 130, 26, c.dark),
      ellipse(200, 256, 110, 18, '#c9892c'),
      // Lotus petals around the rim.
      ...[-100, -60, -20, 20, 60, 100].map((dx) =>
        path(`M${200 + dx} 262 Q${200 + dx - 16} 236 ${200 + dx} 220 Q${200 + dx + 16} 236 ${200 + dx} 262 Z`, c.fill),
      ),
      hi('M100 266 Q200 300 300 266 Q200 288 100 272 Z', 0.35),
      lo('M240 286 Q300 270 318 250 L330 252 Q300 290 230 300 Z', 0.18),
      line('M326 246 L344 236', c.dark, 6),
      flame(340, 232, 1),
    ].join(''),
  frame: (c) =>
    [
      path('M230 90 L300 330 H282 L214 100 Z', c.dark),
      rect(96, 66, 208, 264, 8, c.fill),
      hi('M96 74 Q96 66 104 66 H296 Q304 66 304 74 V80 H96 Z', 0.3),
      lo('M288 66 H296 Q304 66 304 74 V322 Q304 330 296 330 H288 Z', 0.22),
      rect(120, 90, 160, 216, 2, PAPER),
      rect(138, 108, 124, 150, 2, '#9cc3d5'),
      path('M138 258 L184 196 L214 232 L236 208 L262 242 V258 Z', '#5d8a5a'),
      circle(232, 140, 14, '#fff1c2'),
      lo('M138 108 H262 V114 H138 Z', 0.12),
    ].join(''),
  candle: (c) =>
    [
      path('M126 166 V312 Q126 330 148 330 H252 Q274 330 274 312 V166 Z', c.fill),
      ellipse(200, 166, 74, 18, c.dark),
      ellipse(200, 172, 64, 13, '#f3e6cf'),
      lo('M236 176 H274 V312 Q274 330 252 330 H240 Z', 0.2),
      hi('M140 182 H160 V316 H146 Q140 316 140 308 Z', 0.3),
      rect(126, 232, 148, 40, 0, c.shade, 'opacity="0.6"'),
      line('M200 170 V146', '#2f2a25', 3),
      flame(200, 146, 1.1),
    ].join(''),
  tray: (c) =>
    [
      path('M58 262 L104 196 H296 L342 262 L330 300 H70 Z', c.shade),
      path('M58 262 L104 196 H296 L342 262 Z', c.fill),
      path('M84 254 L118 208 H282 L316 254 Z', c.light),
      line('M130 220 Q180 240 160 252 M230 212 Q260 236 300 240', '#ffffff', 2, 0.6),
      hi('M104 196 H296 L300 202 H100 Z', 0.35),
      lo('M58 262 H342 L330 300 H70 Z', 0.15),
      rect(150, 212, 44, 30, 8, PAPER),
      ellipse(172, 212, 22, 6, '#e6dccb'),
      circle(244, 228, 16, '#d9a441'),
    ].join(''),
  clock: (c) =>
    [
      circle(200, 196, 136, c.fill),
      lo('M300 104 A136 136 0 0 1 200 332 A150 150 0 0 0 300 104 Z', 0.22),
      circle(200, 196, 112, PAPER),
      hi('M112 150 A100 100 0 0 1 170 96 A110 110 0 0 0 104 170 Z', 0.5),
      ...Array.from({ length: 12 }, (_, i) => rect(197, 92, 6, i % 3 === 0 ? 20 : 12, 2, '#3b3530', `transform="rotate(${i * 30} 200 196)"`)),
      line('M200 196 L200 124', '#2f2a25', 8),
      line('M200 196 L258 218', '#2f2a25', 6),
      line('M200 196 L150 256', '#c2410c', 2),
      circle(200, 196, 9, '#2f2a25'),
    ].join(''),
  'wall-hanging': (c) =>
    [
      line('M110 54 L200 8 L290 54', '#6b5a48', 3),
      rect(70, 48, 260, 16, 8, WOOD),
      hi('M74 50 H326 V55 H74 Z', 0.3),
      ...Array.from({ length: 12 }, (_, i) => {
        const x = 92 + i * 20;
        const depth = 300 - Math.abs(i - 5.5) * 22;
        return line(`M${x} 64 V${depth}`, c.fill, 7);
      }),
      ...[
        [130, 120],
        [170, 120],
        [210, 120],
        [250, 120],
        [150, 160],
        [190, 160],
        [230, 160],
        [170, 200],
        [210, 200],
        [190, 240],
      ].map(([x, y]) => path(`M${x + 10} ${y - 16} L${x + 26} ${y} L${x + 10} ${y + 16} L${x - 6} ${y} Z`, c.shade)),
      line('M92 96 H310', c.light, 8),
      lo('M300 64 H318 V240 H300 Z', 0.08),
    ].join(''),
  planter: (c) => [foliage(200, 200, 0.95), pot(c, 176, 196)].join(''),
  vase: (c) =>
    [
      line('M200 120 C190 70 150 40 118 30 M206 120 C220 60 262 34 292 34 M202 120 C204 80 200 40 204 10', '#8a7a5c', 4),
      ...[
        [118, 30],
        [292, 34],
        [204, 10],
        [150, 54],
        [258, 48],
      ].map(([x, y]) => ellipse(x, y, 10, 6, '#c9b48a')),
      path('M170 112 H230 V140 C318 170 318 300 252 330 H148 C82 300 82 170 170 140 Z', c.fill),
      line(
        'M150 160 C128 220 132 290 156 326 M180 146 C168 220 170 290 182 328 M220 146 C232 220 230 290 218 328 M250 160 C272 220 268 290 244 326',
        c.shade,
        4,
        0.45,
      ),
      hi('M130 190 C114 240 122 290 146 316 C134 276 130 230 150 186 Z', 0.32),
      lo('M250 150 C310 190 300 300 252 330 H228 C284 290 286 200 244 150 Z', 0.2),
      ellipse(200, 112, 30, 7, c.dark),
    ].join(''),
  'hanging-planter': (c) =>
    [
      circle(200, 24, 14, 'none', `stroke="${WOOD}" stroke-width="6"`),
      line('M200 38 L110 214 M200 38 L290 214 M200 38 L170 214 M200 38 L230 214', CORD, 5),
      path('M152 112 L200 142 L248 112 M128 160 L200 196 L272 160', 'none', `stroke="${CORD}" stroke-width="5"`),
      path('M112 212 H288 L262 300 H138 Z', c.fill),
      lo('M250 212 H288 L262 300 H236 Z', 0.2),
      hi('M126 222 H146 L160 292 H146 Z', 0.28),
      rect(104, 206, 192, 20, 6, c.fill),
      path('M118 226 C90 260 96 300 84 340 C110 300 112 262 134 232 Z', '#4f7d45'),
      path('M276 226 C310 264 300 310 318 350 C290 310 288 266 262 232 Z', '#3f6b3a'),
      foliage(200, 208, 0.55),
      line('M200 300 V330', CORD, 5),
      path('M188 328 L200 360 L212 328 Z', CORD),
    ].join(''),
  'bud-vases': (c) =>
    [
      line('M120 190 C116 130 100 100 86 80 M202 150 C204 100 214 70 226 46 M282 210 C286 160 300 130 316 110', '#5f8f52', 4),
      circle(86, 78, 14, '#f2a7b5'),
      circle(226, 44, 16, '#f6d365'),
      circle(316, 108, 13, '#f4f1ea'),
      path('M106 188 H134 V216 C170 236 166 318 140 330 H100 C74 318 70 236 106 216 Z', c.fill, 'opacity="0.92"'),
      path('M190 150 H214 V200 C238 220 236 312 226 330 H178 C168 312 166 220 190 200 Z', c.fill, 'opacity="0.92"'),
      path('M270 206 H294 V232 C332 252 330 318 306 330 H258 C234 318 232 252 270 232 Z', c.fill, 'opacity="0.92"'),
      hi('M96 236 C86 266 88 300 104 322 L110 318 C98 296 98 266 106 240 Z', 0.45),
      hi('M184 214 C176 250 176 300 184 326 L190 322 C184 296 184 252 190 218 Z', 0.45),
      hi('M258 252 C248 276 250 304 264 322 L270 318 C258 300 258 278 266 256 Z', 0.45),
      lo('M126 220 C160 240 158 318 140 330 H122 C146 310 146 250 122 220 Z', 0.2),
    ].join(''),
  'plant-stand': (c) =>
    [
      foliage(200, 120, 0.7),
      path('M138 116 H262 L246 196 H154 Z', TERRACOTTA),
      lo('M236 116 H262 L246 196 H224 Z', 0.2),
      rect(132, 110, 136, 16, 5, '#c8764f'),
      ellipse(200, 196, 90, 14, 'none', `stroke="${c.fill}" stroke-width="10"`),
      line('M116 200 L92 330 M284 200 L308 330 M200 210 V330', c.fill, 10),
      line('M104 270 H296', c.fill, 7),
      hi('M112 206 L96 300 L102 300 L118 206 Z', 0.3),
    ].join(''),
};
