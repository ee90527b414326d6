// Fewer files for the storefront's first load (issue 17). By default the bundler makes a chunk for every
// set of routes that shares a module, and a first visit to `/` loaded 35 files, most under 1 KB: over
// HTTP/1.1 (six connections) they queue for several round trips on a phone, and each is compressed alone
// with its own import/export glue. The build (scripts/build.mjs) therefore runs twice: the first pass
// (nothing written) records which modules the shop layout's chunks hold; the second puts them into two
// chunks:
// - `storefront`: the modules only the storefront uses;
// - `storefront-common`: those the back office or kiosk use as well (domain rules, shared UI), so the
//   back office loads them as one file too.
// Modules the time clock or signage player load stay where the bundler puts them, so those light pages on
// branch tablets and TVs do not load the shop's code. Only modules the first pass put outside the app's
// entry chunk are moved, so the entry (every page's first file) never imports a storefront chunk.

const LAYOUT = 'src/storefront/layout/StorefrontLayout.tsx';
/** Other lazily loaded areas that share modules with the storefront. */
const STAFF = /^src\/(backoffice|kiosk)\/|^src\/shared\/ui\/AntdProviders\.tsx$/;
/** Light pages of their own: nothing of the shop's code may be pulled into them. */
const DEVICES = /^src\/(timeclock|signage)\//;
const SCRIPT = /\.[cm]?[jt]sx?$/;

/**
 * Which modules of a first-pass bundle go into the two storefront chunks.
 * @param {Record<string, import('vite').Rolldown.OutputChunk | import('vite').Rolldown.OutputAsset>} bundle
 * @param {string} root
 * @returns {{ storefront: string[], common: string[] }}
 */
export function planChunks(bundle, root) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const rel = (id) => (id.startsWith(`${root}/`) ? id.slice(root.length + 1) : id);
  const closure = (starts) => {
    const seen = new Set();
    const stack = [...starts];
    while (stack.length) {
      const file = stack.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  /** The modules of the chunks the matching lazy routes load, outside the entry's. */
  const loadedBy = (test) => {
    const roots = chunks.filter((c) => c.isDynamicEntry && c.facadeModuleId && test(rel(c.facadeModuleId)));
    const files = [...closure(roots.map((chunk) => chunk.fileName))].filter((file) => !entry.has(file));
    return new Set(files.flatMap((file) => byFile.get(file)?.moduleIds ?? []));
  };
  const layout = loadedBy((id) => id === LAYOUT);
  const staff = loadedBy((id) => STAFF.test(id));
  const devices = loadedBy((id) => DEVICES.test(id));
  // The layout module stays its route's own chunk: router.tsx and the preload table find it by name.
  // Scripts only: a stylesheet moved into the shared chunk would style the back office with the shop's CSS.
  const shared = [...layout].filter((id) => rel(id) !== LAYOUT && !devices.has(id) && SCRIPT.test(id));
  return { storefront: shared.filter((id) => !staff.has(id)), common: shared.filter((id) => staff.has(id)) };
}

/**
 * First pass: hands the plan to `take`.
 * @returns {import('vite').Plugin}
 */
export function recordChunkPlan(take) {
  let root = '';
  return {
    name: 'chunk-plan-record',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      take(planChunks(bundle, root));
    },
  };
}

/**
 * Second pass: the output options that apply the plan.
 * @param {{ storefront: string[], common: string[] }} plan
 * @returns {import('vite').Rolldown.OutputOptions}
 */
export function chunkGroups(plan) {
  const storefront = new Set(plan.storefront);
  const common = new Set(plan.common);
  return {
    codeSplitting: {
      includeDependenciesRecursively: false,
      groups: [
        { name: 'storefront-common', test: (id) => common.has(id) },
        { name: 'storefront', test: (id) => storefront.has(id) },
      ],
    },
  };
}
