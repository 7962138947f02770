import { CUSTOMISATION_UPLOAD } from '@vitrine/contracts/images';
import type { PluginInfo } from '@vitrine/contracts/storefront';

export const CUSTOMISATION_PLUGIN = 'ProductCustomisation';
export const MAX_UPLOAD_BYTES = CUSTOMISATION_UPLOAD.maxBytes;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** What the file picker offers: the types and the extensions the server accepts. */
export const UPLOAD_ACCEPT = [...UPLOAD_TYPES, ...CUSTOMISATION_UPLOAD.extensions.map((e) => `.${e}`)].join(',');
/** Used when the plugin config names no limit. */
export const DEFAULT_MAX_TEXT_LENGTH = 50;

/** The custom text limit from the plugin config (max_text_length), within sane bounds. */
export function maxTextLength(plugins: readonly PluginInfo[] | undefined): number {
  const raw = plugins?.find((p) => p.module_name === CUSTOMISATION_PLUGIN)?.config?.max_text_length;
  const n = typeof raw === 'number' ? raw : Number(raw);
  return Number.isInteger(n) && n > 0 ? Math.min(n, 500) : DEFAULT_MAX_TEXT_LENGTH;
}

/** The browser's first check of a chosen file (the server checks again); null when it is fine. */
export function uploadFileError(file: { name: string; type: string; size: number }): string | null {
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  const typeOk = (UPLOAD_TYPES as readonly string[]).includes(file.type);
  const extOk = (CUSTOMISATION_UPLOAD.extensions as readonly string[]).includes(ext);
  if (!typeOk || !extOk || file.size <= 0 || file.size > MAX_UPLOAD_BYTES) return CUSTOMISATION_UPLOAD.message;
  return null;
}

/** The base64 payload of a data: URL (what FileReader.readAsDataURL gives). */
export function base64FromDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl;
}

/** Counter text under the custom text field. */
export function characterCount(length: number, max: number): string {
  return `${length} / ${max} characters`;
}
