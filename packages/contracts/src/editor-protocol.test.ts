import { describe, expect, it } from 'vitest';
import { EDITOR_PROTOCOL, editButtonLabel, isAllowedEditorOrigin, readParentMessage, readStorefrontMessage, showsEditButtons } from './editor-protocol.ts';

const SHOP = 'https://shop.example.com';

describe('editor origin check', () => {
  it('always allows the shop itself', () => {
    expect(isAllowedEditorOrigin(SHOP, SHOP, [])).toBe(true);
  });

  it('allows configured origins exactly, nothing that only looks like them', () => {
    const allowed = ['https://editor.example.com', 'http://localhost:5173/'];
    expect(isAllowedEditorOrigin('https://editor.example.com', SHOP, allowed)).toBe(true);
    expect(isAllowedEditorOrigin('http://localhost:5173', SHOP, allowed)).toBe(true);
    expect(isAllowedEditorOrigin('https://editor.example.com.evil.test', SHOP, allowed)).toBe(false);
    expect(isAllowedEditorOrigin('http://editor.example.com', SHOP, allowed)).toBe(false);
    expect(isAllowedEditorOrigin('https://evil.test', SHOP, allowed)).toBe(false);
  });

  it('refuses opaque and empty origins', () => {
    expect(isAllowedEditorOrigin('null', SHOP, ['null'])).toBe(false);
    expect(isAllowedEditorOrigin('', SHOP, [])).toBe(false);
  });
});

describe('editor messages', () => {
  it('reads the parent messages of the protocol', () => {
    expect(readParentMessage({ protocol: EDITOR_PROTOCOL, type: 'ping' })).toEqual({ protocol: EDITOR_PROTOCOL, type: 'ping' });
    expect(readParentMessage({ protocol: EDITOR_PROTOCOL, type: 'set-mode', mode: 'preview' })?.type).toBe('set-mode');
    const patch = readParentMessage({ protocol: EDITOR_PROTOCOL, type: 'theme-patch', patch: { colors: { primary: '#ff0000' } } });
    expect(patch).toMatchObject({ type: 'theme-patch', patch: { colors: { primary: '#ff0000' } } });
    const sections = readParentMessage({
      protocol: EDITOR_PROTOCOL,
      type: 'sections-replace',
      sections: [{ key: 'intro', component_type: 'rich-text', component_data: { html: '<p>Hi</p>' } }],
    });
    expect(sections?.type).toBe('sections-replace');
  });

  it('ignores anything else: other protocols, unknown types, bad values, extra keys in a patch', () => {
    expect(readParentMessage(null)).toBeNull();
    expect(readParentMessage('ping')).toBeNull();
    expect(readParentMessage({ type: 'ping' })).toBeNull();
    expect(readParentMessage({ protocol: 'other/1', type: 'ping' })).toBeNull();
    expect(readParentMessage({ protocol: EDITOR_PROTOCOL, type: 'eval', code: 'alert(1)' })).toBeNull();
    expect(readParentMessage({ protocol: EDITOR_PROTOCOL, type: 'set-mode', mode: 'god' })).toBeNull();
    expect(readParentMessage({ protocol: EDITOR_PROTOCOL, type: 'theme-patch', patch: { colors: { primary: 'red;}body{' } } })).toBeNull();
    expect(readParentMessage({ protocol: EDITOR_PROTOCOL, type: 'theme-patch', patch: { custom_css: 'x' } })).toBeNull();
    expect(
      readParentMessage({ protocol: EDITOR_PROTOCOL, type: 'sections-replace', sections: [{ key: 'x', component_type: 'nope', component_data: {} }] }),
    ).toBeNull();
  });

  it('reads the storefront messages the editor page receives', () => {
    expect(readStorefrontMessage({ protocol: EDITOR_PROTOCOL, type: 'edit-request', part: 'header', id: 'header' })?.type).toBe('edit-request');
    expect(readStorefrontMessage({ protocol: EDITOR_PROTOCOL, type: 'edit-request', part: 'basket', id: 'x' })).toBeNull();
    const ready = {
      protocol: EDITOR_PROTOCOL,
      type: 'ready',
      mode: 'editor',
      page: { path: '/', title: 'Home' },
      parts: [{ part: 'page', id: 'home', label: 'Edit page' }],
    };
    expect(readStorefrontMessage(ready)?.type).toBe('ready');
  });
});

describe('edit buttons', () => {
  it('show in editor and development modes, not in preview', () => {
    expect(showsEditButtons('editor')).toBe(true);
    expect(showsEditButtons('development')).toBe(true);
    expect(showsEditButtons('preview')).toBe(false);
  });

  it('say what they edit', () => {
    expect(editButtonLabel('header')).toBe('Edit header');
    expect(editButtonLabel('page')).toBe('Edit page');
    expect(editButtonLabel('section', 'rich-text')).toBe('Edit section: rich-text');
  });
});
