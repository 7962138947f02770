import { focusRingVariables } from '@vitrine/contracts/contrast';
import type { Storefront } from '@vitrine/contracts/storefront';
import { colourVariables, fontWeightRange, sanitiseCustomCss } from '@vitrine/contracts/theme';

function fontFaces(storefront: Pick<Storefront, 'fonts'>): string {
  return storefront.fonts
    .filter((f) => f.path)
    .map((f) => {
      const [min, max] = fontWeightRange(f);
      const family = f.family.replace(/["\\<]/g, '');
      const src = String(f.path).replace(/["\\<)]/g, '');
      return `@font-face{font-family:"${family}";src:url("${src}");font-weight:${min} ${max};font-display:swap}`;
    })
    .join('');
}

/** The theme's CSS: font faces and the :root variables (the live editor re-applies it, decisions/030). */
export function themeCss(storefront: Pick<Storefront, 'theme' | 'typography' | 'fonts'>): string {
  const vars: Record<string, string> = {};
  const colours = storefront.theme.colors ?? {};
  for (const [name, hex] of Object.entries(colours)) Object.assign(vars, colourVariables(name, hex));
  // The rings follow the owner's colours but keep 3:1 whatever they are (decisions/019).
  Object.assign(vars, focusRingVariables(colours));
  const { body_font, heading_font, base_size } = storefront.typography;
  const quote = (f: string) => `"${f.replace(/["\\<;{}]/g, '')}"`;
  vars['--font-body'] = `${quote(body_font)}, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  vars['--font-heading'] = `${quote(heading_font)}, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  vars['--font-size-base'] = `${base_size}px`;
  if (storefront.theme.background) vars['--page-background'] = storefront.theme.background.replace(/[<;{}]/g, '');
  const root = `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
  return fontFaces(storefront) + root;
}

/** Theme from storefront settings as CSS variables (spec §9 shades), fonts and custom CSS. */
export function ThemeStyle({ storefront }: { storefront: Storefront }) {
  const css = themeCss(storefront);
  return (
    <>
      <style id="theme" dangerouslySetInnerHTML={{ __html: css }} />
      {storefront.custom_css ? <style id="custom-css" dangerouslySetInnerHTML={{ __html: sanitiseCustomCss(storefront.custom_css) }} /> : null}
    </>
  );
}
