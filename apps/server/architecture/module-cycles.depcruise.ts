import type { IConfiguration } from 'dependency-cruiser';
import { MIGRATIONS, SCHEMA, TEST_CODE } from './module-walls.depcruise.ts';

/**
 * No cycle between modules (decision 0130), checked by `npm run lint` over apps/server/src. A
 * cycle of modules can run through files that form no cycle themselves, so this looks at
 * folders: each module folder with everything under it.
 *
 * Tests are left out (a test may use the builders of a module that depends on its own), and so
 * are the imports of the schema and of the migration list, the two places that name every
 * module's tables and migrations.
 */
const MODULE_FOLDER = '^apps/server/src/modules/[^/]+$';

const config: IConfiguration = {
  forbidden: [
    {
      name: 'no-module-cycles',
      comment: 'Modules depend on each other in one direction only; invert with a callback.',
      severity: 'error',
      scope: 'folder',
      from: { path: MODULE_FOLDER },
      to: { path: MODULE_FOLDER, circular: true },
    },
  ],
  options: {
    includeOnly: '^apps/server/src/',
    exclude: { path: TEST_CODE },
    doNotFollow: { path: [SCHEMA, MIGRATIONS] },
    tsPreCompilationDeps: true,
  },
};

export default config;
