import { describe, expect, it } from 'vitest';
import { base64FromDataUrl, characterCount, DEFAULT_MAX_TEXT_LENGTH, MAX_UPLOAD_BYTES, maxTextLength, uploadFileError } from './customisation-rules';

describe('customisation rules', () => {
  it('reads max_text_length from the plugin config, with a default', () => {
    const plugin = (config: Record<string, unknown>) => [{ module_name: 'ProductCustomisation', config }];
    expect(maxTextLength(plugin({ max_text_length: 30 }))).toBe(30);
    expect(maxTextLength(plugin({ max_text_length: '40' }))).toBe(40);
    expect(maxTextLength(plugin({}))).toBe(DEFAULT_MAX_TEXT_LENGTH);
    expect(maxTextLength(plugin({ max_text_length: -1 }))).toBe(DEFAULT_MAX_TEXT_LENGTH);
    expect(maxTextLength([])).toBe(DEFAULT_MAX_TEXT_LENGTH);
  });

  it('accepts JPG, PNG and WebP up to 2 MB', () => {
    const message = 'Upload a JPG, PNG or WebP image up to 2 MB';
    expect(uploadFileError({ name: 'me.PNG', type: 'image/png', size: 1000 })).toBeNull();
    expect(uploadFileError({ name: 'me.jpeg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(uploadFileError({ name: 'me.webp', type: 'image/webp', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(uploadFileError({ name: 'me.gif', type: 'image/gif', size: 1000 })).toBe(message);
    expect(uploadFileError({ name: 'me.svg', type: 'image/png', size: 1000 })).toBe(message);
    expect(uploadFileError({ name: 'me.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toBe(message);
    expect(uploadFileError({ name: 'me.jpg', type: 'image/jpeg', size: 0 })).toBe(message);
  });

  it('strips the data: URL prefix and counts characters', () => {
    expect(base64FromDataUrl('data:image/png;base64,iVBORw0K')).toBe('iVBORw0K');
    expect(characterCount(3, 40)).toBe('3 / 40 characters');
  });
});
