import type { Section } from '@vitrine/contracts/content';
import { useSyncExternalStore } from 'react';

// The live editor's pushed sections (decisions/030): the editor bridge (shell/editor-bridge) puts
// the parent's sections for one path here, and the page's Sections render them in place of the
// loader's, without a reload. Empty for every shopper: the bridge runs only in a frame.

interface Edited {
  path: string;
  sections: Section[];
}

let edited: Edited | null = null;
const listeners = new Set<() => void>();

export function setEditedSections(path: string, sections: Section[] | null): void {
  edited = sections ? { path, sections } : null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The sections to render: the loader's, or the editor's for this path. A pushed section keeps the
 * data the server resolved for the same key and type (menus, product cards), so text edits show
 * at once; a section whose server data is missing fails to render and is left out by its boundary.
 */
export function useEditedSections<S extends Section & { resolved?: unknown }>(sections: S[]): S[] {
  const current = useSyncExternalStore(
    subscribe,
    () => edited,
    () => null,
  );
  // Only ever set in the browser (the server snapshot is null), so window is there when it matters.
  if (!current || current.path !== window.location.pathname) return sections;
  return current.sections.map((section) => {
    const before = sections.find((s) => s.key === section.key && s.component_type === section.component_type);
    return { ...section, resolved: before?.resolved } as S;
  });
}
