// The layering of the code (npm run lint:deps, in CI with the lint): each layer imports only from
// the layers below it, and no module imports itself back through others (a cycle).
//   store (lib/store, lib/firebase, lib/cache) ← content (lib/content) ← features (lib/<feature>)
//   ← admin (lib/admin, components/admin) ← app (app/)
const STORE = '^lib/(store|firebase|cache)/';
const CONTENT = '^lib/content/';
const FEATURES =
  '^lib/(share-links|media|insights|json-resume|feedback|stats|backup|auth|resume-pdf|email|save-safety|http|hooks|site-content|languages)/';
const ADMIN = '^(lib/admin|components/admin)/';
const APP = '^app/';

const upward = (name, from, to) => ({
  name,
  severity: 'error',
  comment: 'A lower layer imports a higher one: move the shared piece down, or the importer up.',
  from: { path: from },
  to: { path: to, dependencyTypesNot: ['type-only'] },
});

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      from: { path: '^(lib|components|app)/' },
      // A cycle through a type-only import is no cycle at run time.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    upward('store-imports-above', STORE, [CONTENT, FEATURES, ADMIN, APP].join('|')),
    upward('content-imports-above', CONTENT, [FEATURES, ADMIN, APP].join('|')),
    upward('feature-imports-admin-or-app', FEATURES, [ADMIN, APP].join('|')),
    upward('admin-imports-app', ADMIN, APP),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next[^/]*)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
