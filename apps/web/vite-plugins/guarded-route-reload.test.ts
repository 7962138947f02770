import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardRouteReload } from './guarded-route-reload.ts';

const require = createRequire(import.meta.url);

/** React Router's published files that define loadRouteModule. */
function routerFiles(): string[] {
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist');
  return ['development', 'production']
    .map((flavour) => join(dist, flavour))
    .flatMap((dir) => readdirSync(dir).map((name) => join(dir, name)))
    .filter((file) => file.endsWith('.mjs') && readFileSync(file, 'utf8').includes('async function loadRouteModule('));
}

describe('guardRouteReload', () => {
  it("routes React Router's reload through the guard, in both of its builds", () => {
    const files = routerFiles();
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) {
      const patched = guardRouteReload(readFileSync(file, 'utf8'), '__guard');
      const body = patched.slice(patched.indexOf('async function loadRouteModule('), patched.indexOf('async function loadRouteModule(') + 2000);
      expect(body).toContain('if (!window.__guard) window.location.reload();');
      expect(body).toContain('else if (!window.__guard()) return { default: window.__guardNotLoaded };');
    }
  });

  it('fails loudly when the reload is not where it was', () => {
    expect(() => guardRouteReload('async function loadRouteModule() {}', '__guard')).toThrow(/not found/);
  });
});
