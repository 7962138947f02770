import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 30: `npm ci` warned EBADENGINE on Node 20 (the `cookie` 2.x line under @fastify/cookie and
// light-my-request requires Node 22). Every package the shop runs with must accept the oldest Node
// the root package.json names (dev tools are the developer's business and are left out).

const root = new URL('../', import.meta.url);
const readJson = (path: string) => JSON.parse(fs.readFileSync(new URL(path, root), 'utf8'));

type Version = [number, number, number];

function parseVersion(text: string): Version {
  const [major = 0, minor = 0, patch = 0] = text.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return [major, minor, patch];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Whether `version` satisfies one comparator (`>=20.19`, `^18.17.0`, `20.x`, `20`, `*`). */
function satisfiesComparator(comparator: string, version: Version): boolean {
  if (comparator === '*' || comparator === '') return true;
  if (comparator.startsWith('>=')) return compare(version, parseVersion(comparator.slice(2))) >= 0;
  if (comparator.startsWith('>')) return compare(version, parseVersion(comparator.slice(1))) > 0;
  if (comparator.startsWith('<=')) return compare(version, parseVersion(comparator.slice(2))) <= 0;
  if (comparator.startsWith('<')) return compare(version, parseVersion(comparator.slice(1))) < 0;
  if (comparator.startsWith('^')) {
    const base = parseVersion(comparator.slice(1));
    return base[0] === version[0] && compare(version, base) >= 0;
  }
  return parseVersion(comparator)[0] === version[0];
}

/** Whether `version` satisfies an engines range (alternatives joined by `||`, comparators by spaces). */
function acceptsNode(range: string, version: Version): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/([<>]=?)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => satisfiesComparator(comparator, version)),
  );
}

describe('node engines', () => {
  it('reads ranges as npm does, for the shapes the lock file holds', () => {
    expect(acceptsNode('>=22', [20, 19, 0])).toBe(false);
    expect(acceptsNode('>=20.19', [20, 19, 0])).toBe(true);
    expect(acceptsNode('18 || 20 || >=22', [20, 19, 0])).toBe(true);
    expect(acceptsNode('^18.17.0 || ^20.3.0 || >=21.0.0', [20, 19, 0])).toBe(true);
    expect(acceptsNode('^14.21.3 || >=16', [20, 19, 0])).toBe(true);
    expect(acceptsNode('>= 0.8', [20, 19, 0])).toBe(true);
    expect(acceptsNode('20.x || 22.x', [20, 19, 0])).toBe(true);
    expect(acceptsNode('^22.12.0', [20, 19, 0])).toBe(false);
  });

  it('every package the shop runs with accepts the oldest Node the shop supports', () => {
    const oldest = parseVersion(String(readJson('package.json').engines.node).replace(/^>=\s*/, ''));
    const lock = readJson('package-lock.json') as { packages: Record<string, { dev?: boolean; version?: string; engines?: { node?: string } }> };
    const refusing = Object.entries(lock.packages)
      .filter(([, pkg]) => !pkg.dev && pkg.engines?.node && !acceptsNode(pkg.engines.node, oldest))
      .map(([path, pkg]) => `${path}@${pkg.version}: node ${pkg.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
