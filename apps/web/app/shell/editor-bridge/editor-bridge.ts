import type { Section } from '@vitrine/contracts/content';
import type { SiteConfig } from '@vitrine/contracts/deploy-files';
import {
  EDITOR_PROTOCOL,
  type EditablePartKind,
  type EditorMode,
  isAllowedEditorOrigin,
  normaliseOrigin,
  type ParentMessage,
  readParentMessage,
  type StorefrontMessage,
  showsEditButtons,
  type ThemePatch,
} from '@vitrine/contracts/editor-protocol';
import type { Storefront } from '@vitrine/contracts/storefront';
import { setEditedSections } from '../../lib/editor-sections';
import { findEditableParts, hideEditButtons, showEditButtons } from './edit-buttons';
import './editor-bridge.css';

// spec §1 live editor, the storefront's side (decisions/030). Loaded on demand, only when the page
// is framed: it answers messages from the shop's own origin and EDITOR_ORIGINS (all others are
// ignored), shows edit buttons in editor and development modes, and applies the theme and
// sections the parent pushes without a reload.

/**
 * What the bridge uses of the shell's own code, handed in by use-editor-bridge.ts: importing it
 * here would split those modules out of the first-load chunk into chunks of their own.
 */
export interface BridgeHost {
  /** The page's current settings. */
  storefront: () => Storefront;
  themeCss: (storefront: Pick<Storefront, 'theme' | 'typography' | 'fonts'>) => string;
  siteConfigPath: string;
}

async function editorOrigins(siteConfigPath: string): Promise<string[]> {
  try {
    const res = await fetch(siteConfigPath, { cache: 'no-store' });
    const config = (await res.json()) as SiteConfig;
    return Array.isArray(config.editor_origins) ? config.editor_origins : [];
  } catch {
    return [];
  }
}

function applyTheme({ storefront, themeCss }: BridgeHost, patch: ThemePatch): void {
  const style = document.getElementById('theme');
  if (!style) return;
  style.textContent = themeCss({
    fonts: storefront().fonts,
    theme: {
      colors: { ...storefront().theme.colors, ...patch.colors },
      background: patch.background === undefined ? storefront().theme.background : patch.background,
    },
    typography: { ...storefront().typography, ...patch.typography },
  });
}

/** Starts the bridge; returns its stop function. */
export async function startEditorBridge(host: BridgeHost): Promise<() => void> {
  const own = window.location.origin;
  const allowed = await editorOrigins(host.siteConfigPath);
  // Until the parent says otherwise the frame is a preview: no buttons on a page merely framed.
  let mode: EditorMode = 'preview';
  let theme: ThemePatch = {};
  let lastPath = '';

  // Sent once to each allowed origin: the browser delivers it only where the parent really is.
  const targets = [own, ...allowed.map(normaliseOrigin).filter((o): o is string => Boolean(o))];
  const post = (message: StorefrontMessage) => {
    for (const origin of new Set(targets)) window.parent.postMessage(message, origin);
  };
  const ready = () => {
    lastPath = window.location.pathname;
    post({
      protocol: EDITOR_PROTOCOL,
      type: 'ready',
      mode,
      page: { path: lastPath, title: document.title.slice(0, 500) },
      parts: findEditableParts().map(({ part, id, label }) => ({ part, id, label })),
    });
  };
  const onEdit = (part: EditablePartKind, id: string) => post({ protocol: EDITOR_PROTOCOL, type: 'edit-request', part, id });
  const render = () => (showsEditButtons(mode) ? showEditButtons(onEdit) : hideEditButtons());

  const handle = (message: ParentMessage) => {
    switch (message.type) {
      case 'ping':
        return ready();
      case 'set-mode':
        mode = message.mode;
        document.documentElement.dataset.editorMode = mode;
        render();
        return ready();
      case 'theme-patch':
        theme = { ...theme, ...message.patch, colors: { ...theme.colors, ...message.patch.colors } };
        return applyTheme(host, theme);
      case 'sections-replace':
        setEditedSections(window.location.pathname, message.sections as Section[]);
        return;
    }
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== window.parent || !isAllowedEditorOrigin(event.origin, own, allowed)) return;
    const message = readParentMessage(event.data);
    if (message) handle(message);
  };
  window.addEventListener('message', onMessage);

  // Client-side navigation and re-rendered sections replace DOM: buttons follow, the parent learns of a new page.
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      render();
      if (window.location.pathname !== lastPath) {
        setEditedSections(lastPath, null);
        if (Object.keys(theme).length) applyTheme(host, theme);
        ready();
      }
    });
  });
  observer.observe(document.body, { childList: true, subtree: true });
  ready();

  return () => {
    window.removeEventListener('message', onMessage);
    observer.disconnect();
    hideEditButtons();
  };
}
