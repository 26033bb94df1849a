import type { IConfiguration } from 'dependency-cruiser';

/**
 * The walls between the server's modules (decision 0130), checked by `npm run lint` over
 * apps/server/src and apps/server/test. Paths are relative to the repository root.
 */
const MODULES = '^apps/server/src/modules/';
/** A module's folder, its name captured as $1 for the `to` side of a rule. */
const OWN_MODULE = `${MODULES}([^/]+)/`;
const PUBLIC_FILE = `${MODULES}[^/]+/[^/]+\\.public\\.ts$`;
const TEST_SUPPORT = `${MODULES}[^/]+/[^/]+-test-support\\.ts$`;
/** Tests and the builders they share. */
export const TEST_CODE = '(\\.test|-test-support)\\.ts$';
export const SCHEMA = '^apps/server/src/platform/database/schema\\.ts$';
export const MIGRATIONS = '^apps/server/src/platform/database/migrations/index\\.ts$';

const config: IConfiguration = {
  forbidden: [
    {
      name: 'module-public-file-only',
      comment:
        "A module reaches another module only through that module's <module>.public.ts, never " +
        'its repositories, tables, routes, migrations or other inner files.',
      severity: 'error',
      from: { path: OWN_MODULE, pathNot: TEST_CODE },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, PUBLIC_FILE] },
    },
    {
      name: 'module-tests-public-file-or-test-support',
      comment:
        "A module's tests may also use another module's builders (<name>-test-support.ts), " +
        'never its inner files.',
      severity: 'error',
      from: { path: `${OWN_MODULE}.*${TEST_CODE}` },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, PUBLIC_FILE, TEST_SUPPORT] },
    },
    {
      name: 'test-support-only-in-tests',
      comment: 'Builders and test servers are for tests: production code never imports them.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: TEST_CODE },
      to: { path: ['-test-support\\.ts$', '^apps/server/test/'] },
    },
    {
      name: 'platform-below-modules',
      comment:
        'The platform knows no module; only the schema and the migration list compose theirs.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: [SCHEMA, MIGRATIONS, TEST_CODE] },
      to: { path: MODULES },
    },
    {
      name: 'schema-composes-tables-only',
      severity: 'error',
      from: { path: SCHEMA },
      to: { path: MODULES, pathNot: '\\.tables\\.ts$' },
    },
    {
      name: 'migration-list-composes-migrations-only',
      severity: 'error',
      from: { path: MIGRATIONS },
      to: { path: MODULES, pathNot: '\\.migration\\.ts$' },
    },
    {
      name: 'no-import-cycles',
      comment: 'Files never import each other round in a circle (type-only imports count too).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^apps/server/',
    // Type-only imports are dependencies too: a type reaches into the module that declares it.
    tsPreCompilationDeps: true,
  },
};

export default config;
