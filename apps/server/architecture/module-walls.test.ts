import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import moduleCycles from './module-cycles.depcruise.ts';
import moduleWalls from './module-walls.depcruise.ts';

/**
 * The configurations `npm run lint` runs, here on a small tree of two modules (fixtures/, laid
 * out like the repository) with one of each wrong import next to the right ones.
 */
const FIXTURE_ROOT = fileURLToPath(new URL('./fixtures/', import.meta.url));

async function violations(config: IConfiguration, folder: string): Promise<string[]> {
  const { output } = await cruise([folder], {
    ...config.options,
    ruleSet: { forbidden: config.forbidden ?? [] },
    validate: true,
    baseDir: FIXTURE_ROOT,
  });
  const result = output as ICruiseResult;
  return result.summary.violations
    .map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`)
    .sort();
}

const at = (path: string): string => `apps/server/src/${path}`;

describe('server module walls', () => {
  it("refuse another module's inner files, builders outside tests, platform on modules, file cycles", async () => {
    expect(await violations(moduleWalls, 'apps/server/src')).toEqual(
      [
        `module-public-file-only: ${at('modules/albums/albums.service.ts')} -> ${at('modules/photos/photos.repository.ts')}`,
        `module-public-file-only: ${at('modules/photos/photo-seed.ts')} -> ${at('modules/albums/album-test-support.ts')}`,
        `no-import-cycles: ${at('modules/photos/photo-left.ts')} -> ${at('modules/photos/photo-right.ts')}`,
        `platform-below-modules: ${at('platform/clock.ts')} -> ${at('modules/albums/albums.public.ts')}`,
        `test-support-only-in-tests: ${at('modules/photos/photo-seed.ts')} -> ${at('modules/albums/album-test-support.ts')}`,
      ].sort(),
    );
  });

  it('refuse modules that depend on each other, even through files that form no cycle', async () => {
    expect(await violations(moduleCycles, 'apps/server/src')).toEqual([
      `no-module-cycles: ${at('modules/albums')} -> ${at('modules/photos')}`,
      `no-module-cycles: ${at('modules/photos')} -> ${at('modules/albums')}`,
    ]);
  });
});
