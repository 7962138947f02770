// WCAG 1.4.11 / 2.4.11: the focus ring must stand out at least 3:1 from what it is drawn on, with
// the colours the shop really paints (tokens.css defaults, the owner's theme, the demo store).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contrastRatio, THEME_DEFAULT_COLOURS } from '@vitrine/contracts/contrast';
import type { Storefront } from '@vitrine/contracts/storefront';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeStyle } from '../shell/theme-style';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(join(appDir, path), 'utf8');

/** The custom properties one CSS text sets (the last value of each wins). */
function customProperties(css: string): Record<string, string> {
  return Object.fromEntries([...css.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;}]+)/g)].map((m) => [m[1], m[2].trim()]));
}

function cssFiles(dir: string): string[] {
  return readdirSync(join(appDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const tokens = customProperties(read('styles/tokens.css'));

describe('focus ring contrast', () => {
  it('tokens.css: the default ring is at least 3:1 on the page, the surfaces and the secondary colour', () => {
    expect(contrastRatio(tokens['--focus-ring'], tokens['--color-background'])).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(tokens['--focus-ring'], tokens['--color-surface'])).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(tokens['--focus-ring-on-secondary'], tokens['--color-secondary'])).toBeGreaterThanOrEqual(3);
  });

  it('tokens.css and the theme rules agree on the default colours', () => {
    for (const [name, hex] of Object.entries(THEME_DEFAULT_COLOURS)) {
      const value = tokens[`--color-${name}`] === '#fff' ? '#ffffff' : tokens[`--color-${name}`];
      expect(value, name).toBe(hex);
    }
  });

  it('every stylesheet draws focus with the ring colours, never with a faded colour', () => {
    expect(read('styles/base.css')).toMatch(/:focus-visible \{ outline: 3px solid var\(--focus-ring\);/);
    const faded: string[] = [];
    for (const file of cssFiles('.')) {
      for (const m of read(file).matchAll(/outline(?:-color)?\s*:\s*([^;}]+)/g)) {
        if (/fade|rgba|transparent/.test(m[1])) faded.push(`${file}: ${m[0]}`);
      }
    }
    expect(faded).toEqual([]);
    expect(read('styles/shell.css')).toContain('.notice-bar :focus-visible, .footer :focus-visible { outline-color: var(--focus-ring-on-secondary); }');
  });

  it("the demo store's theme gets rings of at least 3:1 (ThemeStyle)", () => {
    const seed = JSON.parse(readFileSync(join(appDir, '../../api/src/db/seed/data/store.json'), 'utf8')) as { storefront: Storefront };
    const colours = seed.storefront.theme.colors;
    const html = renderToString(<ThemeStyle storefront={{ ...seed.storefront, fonts: [] } as Storefront} />);
    const vars = customProperties(html);
    for (const background of [colours.background, colours.surface]) expect(contrastRatio(vars['--focus-ring'], background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(vars['--focus-ring-on-secondary'], colours.secondary)).toBeGreaterThanOrEqual(3);
  });

  it('a pale primary colour gets a darker ring', () => {
    const storefront = {
      theme: { colors: { primary: '#ffe066' }, background: null },
      typography: { body_font: 'Inter', heading_font: 'Inter', base_size: 16 },
      fonts: [],
    };
    const vars = customProperties(renderToString(<ThemeStyle storefront={storefront as unknown as Storefront} />));
    expect(contrastRatio(vars['--focus-ring'], '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});
