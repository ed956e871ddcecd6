// The architecture's import boundaries (ARCHITECTURE.md "Layout"), checked by `npm run check`
// (`npm run lint:boundaries`). A violation fails the check; the few known ones left for later are
// listed in .dependency-cruiser-known-violations.json (`npm run lint:boundaries:baseline`
// rewrites it from the current violations: only ever to shrink it).
//
// Public entries, the only files another part of the code may import:
// - web feature `src/web/features/<f>/`: `index.ts` (the components and hooks other features or
//   the layouts render) and its data modules at the feature's root, `api.ts` / `*-api.ts` (query
//   options and mutation hooks). They stay separate modules so that importing a feature's data
//   never brings its components into a chunk, and the route loaders can import them on demand.
//   Its pages (`pages/`) are loaded by the route table only (routes.tsx, route-loaders.ts, the
//   entries); tests may render the `pages/*-pages.ts` route modules and use `test-data.ts`.
// - server module `src/server/modules/<m>/`: `index.ts` (its service functions). `app.ts`, the
//   composition root, mounts each module's `routes.ts` / `*-routes.ts`; tests may use another
//   module's `fixtures.ts`. `modules/shared/` is a library of helpers, not a module.

const TEST_CODE = [
  '\\.test\\.tsx?$',
  '\\.fault\\.ts$',
  '/fixtures\\.ts$',
  '/test-data\\.ts$',
  '/test-kit\\.tsx?$',
  '^src/server/(test|fuzz|faults)/',
  '^src/web/test/',
  '^bench/',
  '^e2e/',
];

const WEB_PUBLIC = '^src/web/features/[^/]+/(index|api|[^/]+-api)\\.tsx?$';
const WEB_ROUTE_TABLE = '^src/web/(routes|route-loaders|main|entry-server|app)\\.tsx?$';
const WEB_ROUTE_MODULE = '^src/web/features/[^/]+/pages/[^/]+-pages\\.tsx?$';
const WEB_TEST_DATA = '^src/web/features/[^/]+/test-data\\.tsx?$';

const SERVER_PUBLIC = ['^src/server/modules/[^/]+/index\\.ts$', '^src/server/modules/shared/'];
const SERVER_FIXTURES = '^src/server/modules/[^/]+/fixtures\\.ts$';
const SERVER_ROUTES = '^src/server/modules/[^/]+/(routes|[^/]+-routes)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module may depend on itself through others: split the shared part out.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain is pure TypeScript shared by server and web: it imports neither.',
      from: { path: '^src/domain/' },
      to: { path: '^(src/(server|web)|bench|scripts|e2e)/' },
    },
    {
      name: 'domain-has-no-io-nor-framework',
      severity: 'error',
      comment: 'src/domain has no Node APIs, no React, no Hono: only zod and date-fns (and vitest in tests).',
      from: { path: '^src/domain/' },
      to: {
        dependencyTypes: ['core', 'npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'],
        pathNot: ['^node_modules/(zod|date-fns|vitest)/'],
      },
    },
    {
      name: 'web-not-to-server',
      severity: 'error',
      comment: "src/web may import the server's types only, never its code.",
      from: { path: '^src/web/' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-not-to-web',
      severity: 'error',
      comment:
        'The server never imports the client; its tests may load the server-side renderer (entry-server.tsx) from source, as the build would.',
      from: { path: '^src/server/' },
      to: { path: '^src/web/', pathNot: '^src/web/entry-server\\.tsx$' },
    },
    {
      name: 'server-code-not-to-web-renderer',
      severity: 'error',
      comment: 'Server code loads the renderer from the build (dist/ssr), never from src/web.',
      from: { path: '^src/server/', pathNot: TEST_CODE },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-ui-lib-not-to-features',
      severity: 'error',
      comment: 'src/web/ui and src/web/lib are below the features: they never import one (nor a layout).',
      from: { path: '^src/web/(ui|lib)/' },
      to: { path: '^src/web/(features|layouts)/' },
    },
    {
      name: 'web-feature-through-public-entry',
      severity: 'error',
      comment:
        'A feature imports another only through its public entry: index.ts (components, hooks) or its api.ts / *-api.ts (data). Move what several features share to src/web/ui or src/web/lib.',
      from: { path: '^src/web/features/([^/]+)/', pathNot: TEST_CODE },
      to: { path: '^src/web/features/', pathNot: ['^src/web/features/$1/', WEB_PUBLIC] },
    },
    {
      name: 'web-feature-through-public-entry-from-app',
      severity: 'error',
      comment:
        "Outside the features (layouts, the app's entries), a feature is imported through its public entry: index.ts or api.ts / *-api.ts; its pages only by the route table (routes.tsx, route-loaders.ts, main.tsx, entry-server.tsx).",
      from: { path: '^src/web/', pathNot: ['^src/web/features/', WEB_ROUTE_TABLE, ...TEST_CODE] },
      to: { path: '^src/web/features/', pathNot: [WEB_PUBLIC] },
    },
    {
      name: 'web-route-table-to-feature-pages',
      severity: 'error',
      comment: "The route table loads a feature's pages (pages/) or its public entries, nothing else of it.",
      from: { path: WEB_ROUTE_TABLE, pathNot: TEST_CODE },
      to: { path: '^src/web/features/', pathNot: [WEB_PUBLIC, '^src/web/features/[^/]+/pages/'] },
    },
    {
      name: 'web-feature-tests-through-public-entry',
      severity: 'error',
      comment:
        "A feature's tests reach another feature through its public entries, its route modules (pages/*-pages.ts) or its test-data.ts.",
      from: { path: '^src/web/features/([^/]+)/.*(\\.test\\.tsx?|/test-data\\.ts|/test-kit\\.tsx?)$' },
      to: {
        path: '^src/web/features/',
        pathNot: ['^src/web/features/$1/', WEB_PUBLIC, WEB_ROUTE_MODULE, WEB_TEST_DATA],
      },
    },
    {
      name: 'web-app-tests-through-public-entry',
      severity: 'error',
      comment:
        'Tests outside the features reach one through its public entries, its route modules (pages/*-pages.ts) or its test-data.ts.',
      from: { path: '^(src/web/.*\\.test\\.tsx?|src/web/test/.*|e2e/.*)$', pathNot: '^src/web/features/' },
      to: { path: '^src/web/features/', pathNot: [WEB_PUBLIC, WEB_ROUTE_MODULE, WEB_TEST_DATA] },
    },
    {
      name: 'server-module-through-entry',
      severity: 'error',
      comment:
        'A server module uses another only through its entry, modules/<m>/index.ts (its service functions); modules/shared holds the helpers several share.',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: TEST_CODE },
      to: { path: '^src/server/modules/', pathNot: ['^src/server/modules/$1/', ...SERVER_PUBLIC] },
    },
    {
      name: 'server-module-tests-through-entry',
      severity: 'error',
      comment: "A module's tests use another module through its index.ts, or its fixtures.ts.",
      from: { path: '^src/server/modules/([^/]+)/.*(\\.test\\.ts|/fixtures\\.ts)$' },
      to: {
        path: '^src/server/modules/',
        pathNot: ['^src/server/modules/$1/', ...SERVER_PUBLIC, SERVER_FIXTURES],
      },
    },
    {
      name: 'server-outside-modules-through-entry',
      severity: 'error',
      comment:
        'Outside src/server/modules, a module is used through its index.ts; app.ts mounts its routes.ts; tests, the fuzzer and the bench may use its fixtures.ts.',
      from: { path: '^(src/server|bench|scripts)/', pathNot: ['^src/server/modules/'] },
      to: {
        path: '^src/server/modules/',
        pathNot: [...SERVER_PUBLIC, SERVER_FIXTURES, SERVER_ROUTES],
      },
    },
    {
      name: 'server-routes-only-from-app',
      severity: 'error',
      comment: "A module's routes are mounted by app.ts only.",
      from: {
        path: '^(src/server|bench|scripts)/',
        pathNot: ['^src/server/modules/', '^src/server/app\\.ts$'],
      },
      to: { path: SERVER_ROUTES },
    },
    {
      name: 'server-fixtures-only-from-tests',
      severity: 'error',
      comment: "A module's fixtures.ts are test helpers: production code never imports them.",
      from: { path: '^src/', pathNot: TEST_CODE },
      to: { path: SERVER_FIXTURES },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing (a moved or misspelt file).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|test-results|playwright-report)/' },
    // Type-only imports count too (a cycle through types is still a cycle), except where a rule
    // says otherwise (web → server types).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
