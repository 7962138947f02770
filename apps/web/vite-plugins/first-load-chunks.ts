import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Few files on a first load (docs/decisions/034-first-load-chunks.md).
 *
 * Left to itself the bundler cuts the client build into ~40 small shared chunks, and a first load
 * fetches most of them: each is a request and, on a phone, a round trip before hydration. This
 * plugin groups modules by when they are needed instead:
 *
 * - `vendor`: the libraries every page's shell needs (React, React DOM, React Router);
 * - `shell`: the rest of what `entry.client.tsx` and `root.tsx` import statically (header,
 *   footer, cart store, toasts): every page runs it;
 * - `shared`: code that routes of two or more families import, when one of them is a browsing
 *   family (the pages shoppers land on: home, listings, products); code that only the other
 *   families share (the address form, order rules: checkout and account) goes to
 *   `shared-<families>` instead, so a first view does not download it;
 * - one chunk per route family (`storefront`, `checkout`, `account`): code that two or more
 *   routes of that family share, or that a dialog loaded on demand also imports, so moving from
 *   a listing to a product page fetches only the product route's own chunk.
 *
 * Code that one route alone uses stays in that route's chunk, and code that only dynamic imports
 * reach (dialogs, drawers: `components/ui/on-demand.tsx`) stays out of every group, so it still
 * loads on demand.
 */

export interface ModuleNode {
  importedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
}

export type ModuleGraph = (id: string) => ModuleNode | null;

export interface ChunkPlanInput {
  /** Every module id of the client build. */
  ids: readonly string[];
  graph: ModuleGraph;
  /** The modules every page runs: the client entry and the root route. */
  isShellRoot: (id: string) => boolean;
  /** The family of a route module, or null for a module that is not a route (or a route of none). */
  familyOfRoute: (id: string) => string | null;
  /** The families whose pages shoppers land on first; code shared without them stays apart. */
  browsingFamilies?: ReadonlySet<string>;
}

/** The shared chunk of a module that routes of these families (two or more) import. */
function sharedChunkName(families: Set<string>, browsing: ReadonlySet<string> | undefined): string {
  if (!browsing || [...families].some((family) => browsing.has(family))) return 'shared';
  return `shared-${[...families].sort().join('-')}`;
}

const isGroupChunk = (name: string) => name === 'vendor' || name === 'shell' || name.startsWith('shared');

const NODE_MODULES = /[\\/]node_modules[\\/]/;

/** Route modules are virtual ids with a query (`routes/x.tsx?__react-router-build-client-route`). */
export const withoutQuery = (id: string) => id.split('?')[0]!;

function staticClosure(roots: Iterable<string>, graph: ModuleGraph, stopAt?: Set<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || stopAt?.has(id)) continue;
    seen.add(id);
    for (const next of graph(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

/** The chunk name of each grouped module; a module not in the map is left to the bundler. */
export function planChunks({ ids, graph, isShellRoot, familyOfRoute, browsingFamilies }: ChunkPlanInput): Map<string, string> {
  const plan = new Map<string, string>();
  const shell = staticClosure(ids.filter(isShellRoot), graph);
  for (const id of shell) plan.set(id, NODE_MODULES.test(id) ? 'vendor' : 'shell');

  // Which routes (and of which families) reach each module that is not in the shell.
  const routesUsing = new Map<string, string[]>();
  const familiesUsing = new Map<string, Set<string>>();
  const routes = ids.filter((id) => familyOfRoute(id) !== null);
  for (const route of routes) {
    const family = familyOfRoute(route)!;
    for (const id of staticClosure([route], graph, shell)) {
      if (id === route) continue;
      routesUsing.set(id, [...(routesUsing.get(id) ?? []), route]);
      familiesUsing.set(id, (familiesUsing.get(id) ?? new Set()).add(family));
    }
  }
  const reached = new Set(routesUsing.keys());
  for (const [id, users] of routesUsing) {
    // Libraries beyond the shell's (Zod, say) go with the routes that import them: in a family
    // chunk every page of the family would download them.
    if (NODE_MODULES.test(id)) continue;
    const families = familiesUsing.get(id)!;
    if (families.size > 1) {
      plan.set(id, sharedChunkName(families, browsingFamilies));
      continue;
    }
    const node = graph(id);
    const importedFromOutside =
      (node?.dynamicImporters.length ?? 0) > 0 ||
      (node?.importers ?? []).some((importer) => !reached.has(importer) && !routes.includes(importer) && !shell.has(importer));
    if (users.length >= 2 || importedFromOutside) plan.set(id, [...families][0]!);
  }
  // A family chunk must not import from a route's own chunk: its static imports join the family.
  for (const [id, family] of [...plan]) {
    if (isGroupChunk(family)) continue;
    for (const dep of staticClosure([id], graph, shell)) {
      if (!plan.has(dep) && !NODE_MODULES.test(dep)) plan.set(dep, family);
    }
  }
  return plan;
}

export interface FirstLoadChunksOptions {
  /** The app directory (where root.tsx and entry.client.tsx live). */
  appDir: string;
  /** Route file prefixes (relative to appDir, e.g. `routes/catalog/`) of each family. */
  families: Record<string, readonly string[]>;
  /** The families whose pages shoppers land on first (see planChunks). */
  browsing: readonly string[];
}

export function firstLoadChunks({ appDir, families, browsing }: FirstLoadChunksOptions): Plugin {
  const browsingFamilies = new Set(browsing);
  const shellRoots = new Set([resolve(appDir, 'root.tsx'), resolve(appDir, 'entry.client.tsx')]);
  const familyPrefixes = Object.entries(families).flatMap(([family, prefixes]) => prefixes.map((prefix) => [resolve(appDir, prefix), family] as const));
  const familyOfRoute = (id: string) => {
    if (!id.includes('?__react-router-build-client-route')) return null;
    const file = withoutQuery(id);
    return familyPrefixes.find(([prefix]) => file.startsWith(prefix))?.[1] ?? null;
  };
  // Filled by `test` (called for every module before the first `name` call), planned once a build.
  let ids = new Set<string>();
  let plan: Map<string, string> | null = null;
  return {
    name: 'vitrine:first-load-chunks',
    buildStart() {
      ids = new Set();
      plan = null;
    },
    config() {
      const collect = (id: string) => {
        ids.add(id);
        return true;
      };
      const planFor = (ctx: { getModuleInfo: ModuleGraph }) => {
        plan ??= planChunks({
          ids: [...ids],
          graph: (moduleId) => ctx.getModuleInfo(moduleId),
          isShellRoot: (moduleId) => shellRoots.has(withoutQuery(moduleId)),
          familyOfRoute,
          browsingFamilies,
        });
        return plan;
      };
      const named = (ctx: { getModuleInfo: ModuleGraph }, id: string, wanted: (group: string) => boolean) => {
        const group = planFor(ctx).get(id);
        return group && wanted(group) ? group : null;
      };
      return {
        environments: {
          client: {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    // In this order: a group also takes the modules its modules import, so a
                    // later group must not get the chance to take React or the shell's modules.
                    groups: [
                      { debugName: 'vendor', priority: 4, test: collect, name: (id, ctx) => named(ctx, id, (group) => group === 'vendor') },
                      { debugName: 'shell', priority: 3, test: collect, name: (id, ctx) => named(ctx, id, (group) => group === 'shell') },
                      { debugName: 'shared', priority: 2, test: collect, name: (id, ctx) => named(ctx, id, (group) => group.startsWith('shared')) },
                      {
                        debugName: 'families',
                        priority: 1,
                        test: collect,
                        name: (id, ctx) => named(ctx, id, (group) => !isGroupChunk(group)),
                      },
                    ],
                  },
                },
              },
            },
          },
        },
      };
    },
  };
}
