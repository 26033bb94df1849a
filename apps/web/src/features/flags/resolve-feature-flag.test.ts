import { describe, expect, it } from 'vitest';
import type { FeatureFlag } from '@my-account/contract/feature-flags';
import { resolveFeatureFlag, type FlagSources } from '@/features/flags/resolve-feature-flag';

const FLAG: FeatureFlag = 'PhotoManagementTimelineViewEnabled';

function sources(overrides: Partial<FlagSources> = {}): FlagSources {
  return {
    vendorHost: 'photobox.co.uk',
    flagHosts: {},
    search: '',
    readStored: () => null,
    ...overrides,
  };
}

describe('resolveFeatureFlag', () => {
  it('is off when no host list names the vendor', () => {
    expect(resolveFeatureFlag(FLAG, sources())).toBe(false);
    expect(resolveFeatureFlag(FLAG, sources({ flagHosts: { [FLAG]: ['albelli.nl'] } }))).toBe(
      false,
    );
  });

  it('is on for a listed vendor host, case-insensitively, or for "*"', () => {
    expect(resolveFeatureFlag(FLAG, sources({ flagHosts: { [FLAG]: ['Photobox.co.uk'] } }))).toBe(
      true,
    );
    expect(resolveFeatureFlag(FLAG, sources({ flagHosts: { [FLAG]: ['*'] } }))).toBe(true);
  });

  it('only reads the list of the flag asked for', () => {
    const flagHosts = { PhotoManagementAlbumViewEnabled: ['*'] };
    expect(resolveFeatureFlag(FLAG, sources({ flagHosts }))).toBe(false);
  });

  it('lets local storage override the host list both ways', () => {
    expect(resolveFeatureFlag(FLAG, sources({ readStored: () => 'true' }))).toBe(true);
    expect(
      resolveFeatureFlag(
        FLAG,
        sources({
          flagHosts: { [FLAG]: ['*'] },
          readStored: (name) => (name === FLAG ? 'false' : null),
        }),
      ),
    ).toBe(false);
  });

  it('lets the query parameter override local storage and the host list', () => {
    expect(
      resolveFeatureFlag(
        FLAG,
        sources({ search: `?${FLAG}=true`, readStored: () => 'false', flagHosts: {} }),
      ),
    ).toBe(true);
    expect(
      resolveFeatureFlag(
        FLAG,
        sources({
          search: `?${FLAG}=FALSE`,
          readStored: () => 'true',
          flagHosts: { [FLAG]: ['*'] },
        }),
      ),
    ).toBe(false);
  });

  it('ignores override values that are not true or false', () => {
    expect(
      resolveFeatureFlag(
        FLAG,
        sources({ search: `?${FLAG}=yes`, readStored: () => '1', flagHosts: { [FLAG]: ['*'] } }),
      ),
    ).toBe(true);
  });
});
