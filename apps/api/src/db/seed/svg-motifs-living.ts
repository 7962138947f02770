import { circle, ellipse, hi, type Ink, line, lo, path, rect } from './svg-ink.ts';

// Textiles and lights of the demo catalogue, each the object itself (issue 30: a bedsheet drawn
// as a cushion, a candle as a picture frame). 400x400 box, standing on y=330.

export type LivingMotif =
  | 'cushion'
  | 'throw'
  | 'floor-cushion'
  | 'bedsheet'
  | 'pillow'
  | 'lamp'
  | 'pendant'
  | 'sconce'
  | 'floor-lamp'
  | 'desk-lamp'
  | 'fairy-lights';

const LINEN = '#f4efe6';
const WOOD = '#8a6446';
const WARM = '#ffe7a8';

/** A block-print of small diamonds over an area (cushions, sheets). */
function blockPrint(x0: number, y0: number, x1: number, y1: number, colour: string, step = 34): string {
  const marks: string[] = [];
  for (let row = 0, y = y0; y <= y1; row++, y += step) {
    for (let x = x0 + (row % 2 ? step / 2 : 0); x <= x1; x += step) {
      marks.push(`M${x} ${y - 7} L${x + 7} ${y} L${x} ${y + 7} L${x - 7} ${y} Z`);
    }
  }
  return path(marks.join(' '), colour, 'opacity="0.45"');
}

export const LIVING_MOTIFS: Record<LivingMotif, (c: Ink) => string> = {
  cushion: (c) =>
    [
      path('M78 118 Q200 92 322 118 Q344 220 322 318 Q200 340 78 318 Q56 220 78 118 Z', c.fill),
      blockPrint(110, 140, 292, 300, c.light),
      lo('M322 118 Q344 220 322 318 Q200 340 78 318 Q200 316 300 296 Q318 210 322 118 Z', 0.22),
      hi('M92 130 Q200 108 300 126 Q200 124 104 150 Q92 200 96 250 Q80 190 92 130 Z', 0.3),
      line('M78 118 Q200 92 322 118 Q344 220 322 318 Q200 340 78 318 Q56 220 78 118 Z', c.shade, 5),
      circle(200, 216, 9, c.dark),
    ].join(''),
  throw: (c) =>
    [
      rect(64, 250, 272, 80, 18, c.fill),
      lo('M64 300 H336 V312 Q336 330 318 330 H82 Q64 330 64 312 Z', 0.2),
      rect(84, 176, 250, 82, 18, c.fill),
      hi('M96 182 H322 Q330 184 330 196 H90 Q90 184 96 182 Z', 0.35),
      line('M84 204 H334 M84 228 H334 M64 276 H336 M64 300 H336', c.shade, 4, 0.55),
      line('M100 176 V258 M130 176 V258 M160 176 V258 M190 176 V258 M220 176 V258 M250 176 V258 M280 176 V258 M310 176 V258', c.shade, 2, 0.3),
      line('M336 262 l10 4 M336 278 l10 4 M336 294 l10 4 M336 310 l10 4 M334 188 l10 4 M334 204 l10 4 M334 220 l10 4 M334 236 l10 4', c.shade, 4),
    ].join(''),
  'floor-cushion': (c) =>
    [
      path('M50 214 V286 A150 44 0 0 0 350 286 V214 Z', c.shade),
      ellipse(200, 214, 150, 46, c.fill),
      hi('M80 206 A130 34 0 0 1 300 196 A150 40 0 0 0 80 214 Z', 0.3),
      line('M50 250 A150 44 0 0 0 350 250', c.light, 4, 0.7),
      ...[
        [200, 214],
        [140, 204],
        [260, 204],
        [140, 226],
        [260, 226],
        [90, 214],
        [310, 214],
      ].map(([x, y]) => circle(x, y, 6, c.dark)),
    ].join(''),
  bedsheet: (c) =>
    [
      rect(62, 110, 276, 140, 16, WOOD),
      hi('M70 116 H330 V128 H70 Z', 0.18),
      rect(40, 224, 320, 58, 10, c.fill),
      // The sheet falls over the front edge with a hem.
      path('M40 250 H360 V312 Q200 322 40 312 Z', c.fill),
      blockPrint(60, 262, 340, 300, c.light, 30),
      line('M40 300 Q200 310 360 300', c.shade, 5),
      lo('M40 250 H360 V262 H40 Z', 0.16),
      rect(84, 186, 104, 48, 22, LINEN),
      rect(212, 186, 104, 48, 22, LINEN),
      lo('M84 222 H188 V234 H84 Z M212 222 H316 V234 H212 Z', 0.08),
      rect(52, 312, 16, 18, 3, WOOD),
      rect(332, 312, 16, 18, 3, WOOD),
    ].join(''),
  pillow: (c) =>
    [
      rect(66, 250, 268, 76, 34, c.fill),
      lo('M66 296 H334 Q334 326 300 326 H100 Q66 326 66 296 Z', 0.18),
      rect(84, 182, 232, 74, 34, c.light),
      hi('M100 190 H300 Q310 192 312 204 H88 Q90 192 100 190 Z', 0.35),
      line('M84 219 H316 M66 288 H334', c.shade, 3, 0.45),
    ].join(''),
  lamp: (c) =>
    [
      ellipse(200, 212, 110, 26, WARM, 'opacity="0.45"'),
      path('M170 188 H230 V200 C292 212 304 296 252 320 H148 C96 296 108 212 170 200 Z', c.fill),
      hi('M150 220 C126 250 128 290 150 312 C138 280 140 248 160 222 Z', 0.35),
      lo('M230 210 C280 226 288 292 252 320 H214 C262 296 262 240 230 210 Z', 0.2),
      rect(150, 318, 100, 12, 6, c.dark),
      rect(194, 150, 12, 44, 2, '#b8944f'),
      path('M124 66 H276 L322 178 H78 Z', LINEN),
      lo('M250 66 H276 L322 178 H280 Z', 0.1),
      line('M150 66 L124 178 M176 66 L166 178 M224 66 L234 178 M250 66 L276 178', '#d9cfbf', 2),
      path('M78 172 H322 L322 178 H78 Z', '#e4dbcc'),
    ].join(''),
  pendant: (c) =>
    [
      line('M200 -400 V96', '#3b3530', 4), // the cord runs up out of the picture
      rect(190, 92, 20, 18, 4, '#3b3530'),
      ellipse(200, 254, 112, 26, WARM, 'opacity="0.6"'),
      path('M82 244 Q82 106 200 106 Q318 106 318 244 Z', c.fill),
      line('M96 200 Q200 150 304 200 M88 228 Q200 180 312 228 M110 164 Q200 124 290 164', c.shade, 4, 0.55),
      line('M130 128 Q150 190 128 244 M170 110 Q178 180 166 244 M230 110 Q222 180 234 244 M270 128 Q250 190 272 244', c.shade, 4, 0.45),
      hi('M110 170 Q130 120 190 112 Q140 140 124 206 Z', 0.28),
      rect(78, 238, 244, 10, 5, c.dark),
      circle(200, 262, 18, '#fff6d8'),
    ].join(''),
  sconce: (c) =>
    [
      rect(70, 110, 40, 100, 12, c.fill),
      lo('M96 110 H110 V210 H96 Z', 0.2),
      line('M110 160 L250 110 L278 160', c.fill, 10),
      circle(250, 110, 9, c.dark),
      ellipse(280, 282, 90, 20, WARM, 'opacity="0.5"'),
      path('M246 168 H314 L350 268 H210 Z', c.fill),
      hi('M250 172 H270 L236 268 H214 Z', 0.3),
      lo('M294 168 H314 L350 268 H318 Z', 0.2),
      ellipse(280, 268, 70, 10, '#fff6d8'),
    ].join(''),
  'floor-lamp': (c) =>
    [
      circle(200, 120, 104, WARM, 'opacity="0.35"'),
      circle(200, 120, 88, '#fbf6ec'),
      line('M116 100 Q200 84 284 100 M112 124 Q200 112 288 124 M118 148 Q200 138 282 148 M132 170 Q200 164 268 170 M140 66 Q200 56 260 66', c.shade, 3, 0.6),
      lo('M248 48 A88 88 0 0 1 248 192 A100 100 0 0 0 248 48 Z', 0.08),
      rect(194, 206, 12, 110, 4, c.fill),
      line('M200 300 L150 330 M200 300 L250 330 M200 300 V330', c.fill, 8),
      rect(190, 200, 20, 12, 3, c.dark),
    ].join(''),
  'desk-lamp': (c) =>
    [
      ellipse(200, 318, 78, 16, c.dark),
      path('M122 318 A78 16 0 0 1 278 318 V308 A78 14 0 0 0 122 308 Z', c.fill),
      ellipse(200, 308, 78, 14, c.fill),
      hi('M140 304 A60 8 0 0 1 240 300 A70 10 0 0 0 140 308 Z', 0.35),
      line('M200 304 L150 176 L272 104', c.fill, 12),
      circle(150, 176, 12, c.dark),
      circle(200, 300, 9, c.dark),
      ellipse(318, 232, 70, 16, WARM, 'opacity="0.55"'),
      path('M252 84 L300 110 L352 196 L262 228 L248 132 Z', c.fill),
      lo('M300 110 L352 196 L320 208 Z', 0.2),
      ellipse(307, 212, 48, 12, '#fff6d8', 'transform="rotate(-20 307 212)"'),
    ].join(''),
  'fairy-lights': (c) =>
    [
      // A glass jar holding the coiled copper wire and its warm dots.
      rect(112, 132, 176, 198, 30, '#dfe9ec', 'opacity="0.55"'),
      ...[
        [150, 290],
        [196, 300],
        [246, 286],
        [172, 252],
        [226, 244],
        [150, 212],
        [202, 200],
        [252, 214],
        [178, 170],
        [232, 166],
      ].map(([x, y]) => circle(x, y, 16, WARM, 'opacity="0.6"') + circle(x, y, 6, '#fff4cc')),
      line('M130 300 Q200 250 270 300 Q200 230 134 250 Q210 190 268 246 Q196 160 132 206 Q214 140 266 188', '#b87333', 3),
      line('M112 162 V298 Q112 330 142 330 H258 Q288 330 288 298 V162', '#9fb3b8', 4),
      hi('M124 170 H140 V300 H124 Z', 0.4),
      rect(120, 104, 160, 32, 8, c.fill),
      hi('M126 108 H274 V116 H126 Z', 0.3),
      lo('M120 126 H280 V136 H120 Z', 0.15),
      line('M280 120 C330 120 340 80 390 60', '#b87333', 3),
      circle(340, 96, 6, '#fff4cc'),
      circle(370, 70, 6, '#fff4cc'),
    ].join(''),
};
