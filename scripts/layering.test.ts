import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The layering rules of biome.json (`npm run lint`), shown biting: a probe file with one import is
// written into each layer's folder and linted; the rule must flag the forbidden import and pass
// the allowed one (docs/architecture.md, layering).

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const biome = join(root, 'node_modules/@biomejs/biome/bin/biome');

const LAYERING = new Set(['lint/style/noRestrictedImports', 'plugin', 'lint/suspicious/noImportCycles']);

/** The layering diagnostics (import rules, import cycles, the query plugin) biome gives for probe files in `folder`. */
function lintProbe(folder: string, files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(root, folder, 'layering-probe-'));
  try {
    for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
    let out: string;
    try {
      out = execFileSync(process.execPath, [biome, 'lint', '--reporter=json', relative(root, dir)], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch (error) {
      out = (error as { stdout: string }).stdout; // biome exits 1 when it finds an error
    }
    const report = JSON.parse(out) as { diagnostics: { category: string; message: string }[] };
    return report.diagnostics.filter((d) => LAYERING.has(d.category)).map((d) => d.message);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The layering diagnostics for one probe file holding `source` (and using `imported`). */
function restrictedImports(folder: string, source: string, name = 'probe.ts'): string[] {
  return lintProbe(folder, { [name]: `${source}\nexport const probe = imported;\n` });
}

describe('layering rules in npm run lint', () => {
  it('a feature may not import another feature or root.tsx, but may import lib, components and its own files', () => {
    expect(restrictedImports('apps/web/app/features', "import { imported } from '../auth/auth-dialogs';")).toHaveLength(1);
    expect(restrictedImports('apps/web/app/features', "import { imported } from '../../root';")).toHaveLength(1);
    expect(restrictedImports('apps/web/app/features', "import { imported } from '../../lib/auth-events';")).toHaveLength(0);
    expect(restrictedImports('apps/web/app/features', "import { imported } from './sibling';")).toHaveLength(0);
  });

  it('components, lib and sections import no feature, shell or route', () => {
    for (const folder of ['apps/web/app/components', 'apps/web/app/lib', 'apps/web/app/sections']) {
      expect(restrictedImports(folder, "import { imported } from '../../features/auth/auth-dialogs';"), folder).toHaveLength(1);
      expect(restrictedImports(folder, "import { imported } from '../../shell/shell';"), folder).toHaveLength(1);
    }
  });

  it('the web app never imports the API, and the API never imports the web app', () => {
    expect(restrictedImports('apps/web/app/routes', "import { imported } from '@vitrine/api/app';")).toHaveLength(1);
    expect(restrictedImports('apps/api/src', "import { imported } from '@vitrine/web/app/root';")).toHaveLength(1);
  });

  it('API plugins, integrations and lib never import a module', () => {
    for (const folder of ['apps/api/src/plugins', 'apps/api/src/integrations', 'apps/api/src/lib']) {
      expect(restrictedImports(folder, "import { imported } from '../../modules/auth/session.ts';"), folder).toHaveLength(1);
      expect(restrictedImports(folder, "import { imported } from '../../lib/app-error.ts';"), folder).toHaveLength(0);
    }
  });

  it('in an API module only routes, plugins and *.http.ts touch Fastify, and only repositories query', () => {
    const fastify = "import type { FastifyRequest as imported } from 'fastify';";
    expect(restrictedImports('apps/api/src/modules', fastify, 'x.service.ts')).toHaveLength(1);
    expect(restrictedImports('apps/api/src/modules', fastify, 'x.routes.ts')).toHaveLength(0);
    expect(restrictedImports('apps/api/src/modules', fastify, 'x.http.ts')).toHaveLength(0);
    const query = "const imported = (db: any) => db.kysely.insertInto('sign_in_logs').values({}).execute();";
    expect(restrictedImports('apps/api/src/modules', query, 'x.service.ts')).toHaveLength(1);
    expect(restrictedImports('apps/api/src/modules', query, 'x.repository.ts')).toHaveLength(0);
  });

  it('no import cycles, type-only imports included', () => {
    const cycle = {
      'a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
      'b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
    };
    expect(lintProbe('apps/api/src/lib', cycle)).toHaveLength(2);
    expect(
      lintProbe('apps/api/src/lib', { 'a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n", 'b.ts': 'export type B = { n: number };\n' }),
    ).toHaveLength(0);
  });

  it('contracts import zod only', () => {
    expect(restrictedImports('packages/contracts/src', "import { imported } from 'react';")).toHaveLength(1);
    expect(restrictedImports('packages/contracts/src', "import { imported } from 'zod';")).toHaveLength(0);
  });
});
