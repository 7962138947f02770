import { BUILD_LATEST_PATH, type BuildLatest, DEPLOY_POLL_MS, DeployMessages, SITE_CONFIG_PATH, type SiteConfig } from '@vitrine/contracts/deploy-files';
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';

/** Tests shorten the interval through this localStorage key (decisions/030). */
export const DEPLOY_POLL_MS_KEY = 'vitrine:deploy-poll-ms';

function pollInterval(): number {
  try {
    const forced = Number(window.localStorage.getItem(DEPLOY_POLL_MS_KEY));
    return forced > 0 ? forced : DEPLOY_POLL_MS;
  } catch {
    return DEPLOY_POLL_MS;
  }
}

async function readJson<T>(path: string): Promise<T | null> {
  try {
    const res = await fetch(path, { cache: 'no-store' });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

/**
 * spec §7 notes: while the tab is visible the build-latest file and the site-config manifest are
 * polled (never at load). A new build offers a reload (a polite, non-modal notice); an owner's change reloads the
 * page's data quietly. The live region exists only after hydration: no bytes in the page's HTML.
 */
export function DeployWatch() {
  const [mounted, setMounted] = useState(false);
  const [stale, setStale] = useState(false);
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  useEffect(() => {
    setMounted(true);
    const running = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
    let settingsVersion: string | null = null;
    const check = async () => {
      if (document.visibilityState !== 'visible') return;
      const latest = await readJson<BuildLatest>(BUILD_LATEST_PATH);
      // 'development': the dev server rebuilds on its own, there is nothing to offer.
      if (running && latest?.build_id && latest.build_id !== 'development' && latest.build_id !== running) setStale(true);
      const config = await readJson<SiteConfig>(SITE_CONFIG_PATH);
      if (!config) return;
      if (settingsVersion !== null && config.settings_version !== settingsVersion) revalidate.current();
      settingsVersion = config.settings_version;
    };
    const timer = window.setInterval(check, pollInterval());
    const onVisibility = () => void check();
    document.addEventListener('visibilitychange', onVisibility);
    // No check at load: the page was just served by the running build, and every page view would
    // cost two more requests. The first poll also sets the settings baseline.
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  if (!mounted) return null;
  return (
    <div className="deploy-notice" role="status">
      {stale ? (
        <div className="deploy-notice__box">
          <p className="deploy-notice__text">{DeployMessages.newVersion}</p>
          <button type="button" className="button button--primary deploy-notice__reload" onClick={() => window.location.reload()}>
            {DeployMessages.reload}
          </button>
        </div>
      ) : null}
    </div>
  );
}
