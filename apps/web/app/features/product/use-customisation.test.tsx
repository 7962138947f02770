import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { customisationPayload, useCustomisation } from './use-customisation';

describe('customisationPayload', () => {
  it('carries only what the shopper gave, trimmed', () => {
    expect(customisationPayload({ custom_text: '  Asha  ', image_path: null })).toEqual({ custom_text: 'Asha' });
    expect(customisationPayload({ custom_text: '', image_path: '/media/c/1.webp' })).toEqual({ image_path: '/media/c/1.webp' });
    expect(customisationPayload({ custom_text: ' ', image_path: null })).toBeUndefined();
  });
});

function Probe() {
  const c = useCustomisation();
  c.setCustomText('ignored');
  return <span>{JSON.stringify({ t: c.custom_text, p: c.image_path })}</span>;
}

describe('useCustomisation', () => {
  it('is empty and inert outside a provider', () => {
    expect(renderToString(<Probe />)).toContain('{&quot;t&quot;:&quot;&quot;,&quot;p&quot;:null}');
  });
});
