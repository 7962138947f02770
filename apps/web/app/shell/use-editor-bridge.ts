import { SITE_CONFIG_PATH } from '@vitrine/contracts/deploy-files';
import type { Storefront } from '@vitrine/contracts/storefront';
import { useEffect, useRef } from 'react';
import { themeCss } from './theme-style';

/**
 * spec §1: inside a parent window (the live editor) the storefront talks to it. The bridge's code
 * downloads only then: shoppers, who are never framed, never fetch it (decisions/030).
 */
export function useEditorBridge(storefront: Storefront): void {
  const current = useRef(storefront);
  current.current = storefront;
  useEffect(() => {
    if (window.parent === window) return;
    let stop: (() => void) | undefined;
    let left = false;
    import('./editor-bridge/editor-bridge')
      .then(({ startEditorBridge }) => startEditorBridge({ storefront: () => current.current, themeCss, siteConfigPath: SITE_CONFIG_PATH }))
      .then((stopBridge) => {
        if (left) stopBridge();
        else stop = stopBridge;
      })
      .catch(() => {
        // Without the bridge the framed page is a plain preview.
      });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
}
