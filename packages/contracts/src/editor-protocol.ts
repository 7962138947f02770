import { z } from 'zod';
import { pageSectionSchema } from './section-schemas.ts';
import { themeSchema, typographySchema } from './storefront.ts';

// spec §1 live editor: the messages a parent window (the editor) and the framed storefront
// exchange through postMessage. Every message is checked with these schemas on receipt, and only
// from an allowed origin (isAllowedEditorOrigin); anything else is ignored.

/** Tells Vitrine's messages apart from other postMessage traffic (extensions, devtools). */
export const EDITOR_PROTOCOL = 'vitrine-editor/1';

export const editorModeSchema = z.enum(['preview', 'development', 'editor']);
export type EditorMode = z.infer<typeof editorModeSchema>;

/** The parts a shopper-facing page is made of that the editor can ask to edit. */
export const editablePartKindSchema = z.enum(['header', 'footer', 'page', 'section']);
export type EditablePartKind = z.infer<typeof editablePartKindSchema>;

export const editablePartSchema = z.object({
  part: editablePartKindSchema,
  /** The section's key for sections, the part's name otherwise. */
  id: z.string().min(1).max(200),
  /** What the edit button says ("Edit header", "Edit section: rich-text"). */
  label: z.string().max(200),
});
export type EditablePart = z.infer<typeof editablePartSchema>;

/** A theme change the parent previews: any colours (merged), the background, typography. */
export const themePatchSchema = z
  .object({
    colors: themeSchema.shape.colors.optional(),
    background: themeSchema.shape.background.optional(),
    typography: typographySchema.partial().optional(),
  })
  .strict();
export type ThemePatch = z.infer<typeof themePatchSchema>;

const MAX_SECTIONS = 100;

/** parent -> storefront */
export const parentMessageSchema = z.discriminatedUnion('type', [
  z.object({ protocol: z.literal(EDITOR_PROTOCOL), type: z.literal('ping') }),
  z.object({ protocol: z.literal(EDITOR_PROTOCOL), type: z.literal('set-mode'), mode: editorModeSchema }),
  z.object({ protocol: z.literal(EDITOR_PROTOCOL), type: z.literal('theme-patch'), patch: themePatchSchema }),
  z.object({ protocol: z.literal(EDITOR_PROTOCOL), type: z.literal('sections-replace'), sections: z.array(pageSectionSchema).max(MAX_SECTIONS) }),
]);
export type ParentMessage = z.infer<typeof parentMessageSchema>;

/** storefront -> parent */
export const storefrontMessageSchema = z.discriminatedUnion('type', [
  z.object({
    protocol: z.literal(EDITOR_PROTOCOL),
    type: z.literal('ready'),
    mode: editorModeSchema,
    page: z.object({ path: z.string().max(2000), title: z.string().max(500) }),
    parts: z.array(editablePartSchema).max(MAX_SECTIONS + 3),
  }),
  z.object({ protocol: z.literal(EDITOR_PROTOCOL), type: z.literal('edit-request'), part: editablePartKindSchema, id: z.string().min(1).max(200) }),
]);
export type StorefrontMessage = z.infer<typeof storefrontMessageSchema>;

/** The message, or null when it is not a valid one of ours (never throws). */
export function readParentMessage(data: unknown): ParentMessage | null {
  const parsed = parentMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function readStorefrontMessage(data: unknown): StorefrontMessage | null {
  const parsed = storefrontMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** An origin as the browser writes it (scheme://host[:port]), or null. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * spec §1 + CONVENTIONS (postMessage checks the sender's origin): the shop's own origin (the
 * built-in editor) and the configured editor origins only; exact matches, never prefixes.
 */
export function isAllowedEditorOrigin(origin: string, ownOrigin: string, allowed: readonly string[]): boolean {
  if (!origin || origin === 'null') return false;
  if (origin === ownOrigin) return true;
  return allowed.some((entry) => normaliseOrigin(entry) === origin);
}

/** Edit buttons show in editor and development modes, never in preview (spec §6). */
export function showsEditButtons(mode: EditorMode): boolean {
  return mode !== 'preview';
}

export function editButtonLabel(part: EditablePartKind, type?: string): string {
  return part === 'section' ? `Edit section: ${type ?? 'section'}` : `Edit ${part}`;
}
