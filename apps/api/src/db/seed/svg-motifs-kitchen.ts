import { circle, ellipse, hi, type Ink, line, lo, path, rect } from './svg-ink.ts';

// Cookware and serveware of the demo catalogue. 400x400 box, standing on y=330.

export type KitchenMotif =
  | 'pan'
  | 'tawa'
  | 'kadai'
  | 'handi'
  | 'saucepan'
  | 'spatula'
  | 'appe-pan'
  | 'bowl'
  | 'plate'
  | 'board'
  | 'cutlery'
  | 'runner'
  | 'coasters'
  | 'napkin'
  | 'thali'
  | 'placemat';

const WOOD = '#a97b52';
const TABLE = '#7a5a40';
const PAPER = '#f7f3ec';
const DOSA = '#d9a55b';

export const KITCHEN_MOTIFS: Record<KitchenMotif, (c: Ink) => string> = {
  pan: (c) =>
    [
      path('M270 250 L384 214 Q396 212 398 224 Q398 234 388 238 L282 282 Z', c.fill),
      ellipse(170, 268, 134, 56, c.dark),
      path('M36 262 Q40 326 170 328 Q300 326 304 262 Z', c.fill),
      ellipse(170, 258, 134, 54, c.fill),
      ellipse(170, 264, 112, 42, c.shade),
      hi('M70 256 Q100 226 170 222 Q120 232 90 262 Z', 0.3),
      lo('M60 300 Q170 340 290 290 L304 262 Q300 326 170 328 Q48 326 36 262 Z', 0.2),
      circle(384, 225, 5, c.dark),
    ].join(''),
  tawa: (c) =>
    [
      path('M316 262 Q350 250 372 226', 'none', `stroke="${c.fill}" stroke-width="12" stroke-linecap="round"`),
      path('M352 216 Q388 212 392 240 Q388 262 360 260', 'none', `stroke="${c.dark}" stroke-width="10" stroke-linecap="round"`),
      ellipse(180, 286, 150, 44, c.dark),
      ellipse(180, 278, 150, 44, c.fill),
      ellipse(180, 278, 128, 34, c.shade),
      hi('M70 270 Q110 248 180 246 Q120 254 90 280 Z', 0.3),
      // A dosa folded on it, so a shopper knows the pan.
      path('M92 286 Q150 240 262 262 Q230 300 120 300 Z', DOSA),
      lo('M120 300 Q230 300 262 262 Q250 288 130 306 Z', 0.18),
      line('M120 276 Q170 258 236 266', '#b9803e', 3, 0.7),
    ].join(''),
  kadai: (c) =>
    [
      path('M70 218 C30 200 22 250 64 252', 'none', `stroke="${c.fill}" stroke-width="14" stroke-linecap="round"`),
      path('M330 218 C370 200 378 250 336 252', 'none', `stroke="${c.fill}" stroke-width="14" stroke-linecap="round"`),
      path('M62 224 Q80 330 200 332 Q320 330 338 224 Z', c.fill),
      lo('M250 230 Q330 230 338 224 Q320 330 200 332 Q300 300 300 232 Z', 0.22),
      hi('M92 246 Q110 306 170 318 Q118 296 108 246 Z', 0.35),
      ellipse(200, 224, 138, 28, c.light),
      ellipse(200, 228, 124, 22, c.dark),
      hi('M110 222 Q200 208 290 222 Q200 214 110 226 Z', 0.3),
    ].join(''),
  handi: (c) =>
    [
      path('M150 132 H250 L238 164 C330 188 342 300 276 328 H124 C58 300 70 188 162 164 Z', c.fill),
      ellipse(200, 132, 56, 12, c.dark),
      rect(140, 124, 120, 14, 7, c.fill),
      line('M92 236 Q200 262 308 236 M96 258 Q200 286 304 258', c.shade, 5, 0.6),
      ...[120, 160, 200, 240, 280].map((x) => circle(x, 248 + (x === 200 ? 12 : x === 160 || x === 240 ? 9 : 2), 5, c.light)),
      hi('M110 204 C92 236 96 280 124 310 C108 272 108 236 130 200 Z', 0.28),
      lo('M262 172 C332 200 334 296 276 328 H246 C306 290 304 212 250 172 Z', 0.22),
    ].join(''),
  saucepan: (c) =>
    [
      path('M276 214 L386 176 Q398 174 398 188 Q398 196 388 200 L282 240 Z', c.dark),
      path('M96 196 V304 Q96 330 124 330 H256 Q284 330 284 304 V196 Z', c.fill),
      ellipse(190, 196, 94, 22, c.light),
      ellipse(190, 200, 84, 16, c.dark),
      hi('M110 214 H132 V312 Q112 312 110 300 Z', 0.35),
      lo('M240 206 H284 V304 Q284 330 256 330 H240 Z', 0.2),
      line('M96 204 H284', c.shade, 3, 0.6),
    ].join(''),
  spatula: (c) =>
    [
      // Three wooden tools standing in their crock.
      rect(146, 60, 24, 200, 10, WOOD, 'transform="rotate(-14 158 260)"'),
      path('M128 26 Q158 8 180 26 L178 84 Q158 96 134 84 Z', WOOD, 'transform="rotate(-14 158 260)"'),
      line('M144 40 V74 M156 36 V78 M168 40 V74', '#6f4d30', 4, 0.8),
      rect(190, 40, 22, 220, 10, WOOD),
      ellipse(201, 40, 26, 36, WOOD),
      ellipse(201, 40, 16, 24, '#8b5f3b'),
      rect(232, 70, 22, 190, 10, WOOD, 'transform="rotate(12 243 260)"'),
      path('M224 52 H264 L260 104 H228 Z', WOOD, 'transform="rotate(12 243 260)"'),
      path('M128 178 H272 L262 330 H138 Z', c.fill),
      lo('M236 178 H272 L262 330 H230 Z', 0.2),
      hi('M140 192 H158 L164 318 H150 Z', 0.3),
      rect(120, 170, 160, 20, 6, c.fill),
      hi('M124 172 H276 V178 H124 Z', 0.3),
    ].join(''),
  'appe-pan': (c) =>
    [
      path('M300 262 L386 238 Q398 236 398 248 Q398 258 388 260 L304 288 Z', c.dark),
      path('M44 262 Q48 322 180 326 Q312 322 316 262 Z', c.dark),
      ellipse(180, 258, 136, 52, c.fill),
      ...[
        [180, 258],
        [124, 246],
        [236, 246],
        [124, 272],
        [236, 272],
        [180, 232],
        [180, 284],
      ].map(
        ([x, y], i) =>
          ellipse(x, y, 26, 11, c.dark) +
          (i % 2 === 0 ? ellipse(x, y - 2, 20, 9, DOSA) + hi(`M${x - 12} ${y - 6} Q${x} ${y - 11} ${x + 8} ${y - 6} Z`, 0.5) : ''),
      ),
      hi('M62 250 Q100 214 180 208 Q110 222 80 258 Z', 0.25),
    ].join(''),
  bowl: (c) =>
    [
      ellipse(200, 324, 60, 10, c.dark),
      path('M62 206 Q72 326 200 326 Q328 326 338 206 Z', c.fill),
      lo('M260 216 Q330 214 338 206 Q328 326 200 326 Q300 300 304 214 Z', 0.2),
      hi('M86 224 Q96 290 150 314 Q108 284 104 224 Z', 0.32),
      ...[
        [130, 250],
        [176, 276],
        [230, 262],
        [270, 240],
        [206, 302],
      ].map(([x, y]) => circle(x, y, 7, '#ffffff', 'opacity="0.16"')),
      ellipse(200, 206, 138, 30, c.light),
      ellipse(200, 210, 124, 22, c.shade),
      hi('M100 204 Q200 186 300 204 Q200 194 100 208 Z', 0.35),
    ].join(''),
  plate: (c) =>
    [
      line('M150 300 L130 330 M250 300 L270 330', '#5a4a3c', 6),
      circle(200, 188, 142, c.fill),
      circle(200, 188, 104, c.light),
      circle(200, 188, 78, c.fill, 'opacity="0.35"'),
      ...Array.from({ length: 12 }, (_, i) => path('M200 64 Q210 76 200 90 Q190 76 200 64 Z', c.shade, `transform="rotate(${i * 30} 200 188)"`)),
      hi('M96 120 A124 124 0 0 1 170 66 A140 140 0 0 0 86 140 Z', 0.4),
      lo('M300 96 A142 142 0 0 1 200 330 A150 150 0 0 0 310 110 Z', 0.18),
    ].join(''),
  board: (c) =>
    [
      rect(172, 30, 56, 96, 24, c.fill),
      circle(200, 62, 12, c.dark),
      rect(96, 104, 208, 226, 30, c.fill),
      line('M126 130 Q150 220 128 310 M170 120 Q190 220 166 318 M222 120 Q238 220 214 318 M268 130 Q284 220 262 310', c.shade, 3, 0.45),
      hi('M108 130 Q106 110 128 108 H150 Q120 116 118 140 V300 H108 Z', 0.3),
      lo('M276 106 Q302 110 304 134 V300 Q302 328 276 330 H262 Q292 320 290 300 V130 Q290 112 276 106 Z', 0.22),
    ].join(''),
  cutlery: (c) =>
    [
      rect(70, 90, 260, 240, 10, PAPER),
      lo('M70 300 H330 V330 H70 Z', 0.05),
      // Fork, knife and spoon laid side by side.
      rect(124, 170, 16, 150, 8, c.fill),
      path('M108 70 V140 Q108 176 132 176 Q156 176 156 140 V70 H148 V130 H140 V70 H124 V130 H116 V70 Z', c.fill),
      rect(192, 180, 16, 140, 8, c.fill),
      path('M192 60 Q226 100 212 190 H192 Z', c.fill),
      rect(260, 180, 16, 140, 8, c.fill),
      ellipse(268, 118, 30, 58, c.fill),
      hi('M252 84 Q262 70 276 74 Q260 92 258 130 Q248 110 252 84 Z', 0.4),
      hi('M196 70 Q206 90 206 130 H198 Z', 0.35),
      lo('M132 176 Q156 176 156 140 V96 Q150 170 132 176 Z', 0.2),
    ].join(''),
  runner: (c) =>
    [
      rect(30, 270, 16, 60, 3, TABLE),
      rect(354, 270, 16, 60, 3, TABLE),
      path('M20 236 L90 150 H310 L380 236 V270 H20 Z', TABLE),
      hi('M90 150 H310 L316 158 H84 Z', 0.2),
      path('M148 150 H252 L276 236 H124 Z', c.fill),
      path('M124 236 H276 V330 H124 Z', c.fill),
      lo('M124 236 H276 V250 H124 Z', 0.2),
      ...Array.from({ length: 5 }, (_, row) =>
        Array.from({ length: 4 }, (_, col) => circle(146 + col * 36 + (row % 2) * 18, 256 + row * 16, 4, c.light)).join(''),
      ),
      line('M132 170 L268 170 M128 198 L272 198 M126 222 L274 222', c.light, 4, 0.6),
      line('M130 330 v14 M146 330 v14 M162 330 v14 M178 330 v14 M194 330 v14 M210 330 v14 M226 330 v14 M242 330 v14 M258 330 v14 M270 330 v14', c.shade, 3),
      lo('M20 270 H380 V286 H20 Z', 0.25),
    ].join(''),
  coasters: (c) =>
    [
      ...[316, 300, 284, 268].map((y, i) => ellipse(176, y, 110, 30, i % 2 ? c.shade : c.dark) + ellipse(176, y - 8, 110, 30, c.fill)),
      line('M100 250 Q150 270 180 254 M210 244 Q236 262 270 256', '#ffffff', 2, 0.55),
      hi('M90 252 Q130 236 176 234 Q126 246 104 264 Z', 0.35),
      ellipse(316, 314, 54, 14, c.dark),
      ellipse(316, 308, 54, 14, c.fill),
      path('M286 236 H346 L340 302 Q316 310 292 302 Z', '#dfe9ec', 'opacity="0.8"'),
      ellipse(316, 236, 30, 7, '#c8d8dc'),
      hi('M294 244 H304 L306 296 H298 Z', 0.6),
    ].join(''),
  napkin: (c) =>
    [
      path('M60 280 L150 226 L340 240 L260 306 Z', c.shade),
      path('M60 262 L150 208 L340 222 L260 288 Z', c.fill),
      line('M104 236 L300 254', c.dark, 2, 0.4),
      line('M70 266 L150 218 L330 230', c.light, 4, 0.7),
      path('M90 206 L170 160 L326 172 L256 226 Z', c.fill),
      hi('M170 160 L326 172 L316 180 L172 168 Z', 0.35),
      line('M100 208 L172 166 L316 178', c.light, 4, 0.7),
      lo('M90 206 L256 226 L260 236 L96 214 Z', 0.16),
      // A napkin ring, rolled napkin in front.
      ellipse(300, 300, 60, 26, c.fill),
      ellipse(250, 300, 12, 26, c.light),
      rect(286, 274, 28, 52, 6, '#b8944f'),
      hi('M290 278 H298 V322 H290 Z', 0.4),
    ].join(''),
  thali: (c) =>
    [
      ellipse(200, 282, 176, 52, c.dark),
      ellipse(200, 274, 176, 52, c.fill),
      ellipse(200, 276, 150, 40, c.light),
      hi('M60 264 Q120 228 200 224 Q130 236 84 270 Z', 0.35),
      ...[
        [120, 262, '#d9a441'],
        [200, 246, '#7a9b4e'],
        [280, 262, '#b5472e'],
      ].map(
        ([x, y, food]) =>
          ellipse(Number(x), Number(y) + 14, 36, 12, c.dark) +
          ellipse(Number(x), Number(y), 36, 13, c.fill) +
          ellipse(Number(x), Number(y) + 2, 28, 9, String(food)),
      ),
      ellipse(200, 300, 58, 14, '#efe2c4'),
      ellipse(200, 296, 40, 8, '#f8efdc'),
    ].join(''),
  placemat: (c) =>
    [
      path('M30 300 L100 196 H300 L370 300 Z', c.fill),
      ...Array.from({ length: 7 }, (_, i) => line(`M${40 + 53 * i} 300 L${100 + 33 * i} 196`, c.shade, 3, 0.5)),
      line('M52 268 H348 M72 238 H328 M88 214 H312', c.shade, 3, 0.5),
      hi('M100 196 H300 L306 204 H94 Z', 0.3),
      lo('M30 300 H370 L364 310 H36 Z', 0.25),
      ellipse(200, 250, 86, 28, '#dcd3c6'),
      ellipse(200, 246, 86, 28, PAPER),
      ellipse(200, 248, 58, 17, '#ece5da'),
    ].join(''),
};
