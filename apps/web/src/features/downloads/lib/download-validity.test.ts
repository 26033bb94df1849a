import { describe, expect, it } from 'vitest';
import type { DownloadItem } from '@my-account/contract/downloads';
import { isDownloadable } from '@/features/downloads/lib/download-validity';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');

function item(overrides: Partial<DownloadItem>): DownloadItem {
  return {
    id: 'd1',
    name: null,
    status: 'READY',
    photoCount: 2,
    size: 100,
    created: '2026-11-21T10:00:00.000Z',
    expiresAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

describe('isDownloadable', () => {
  it('offers a ready archive until it expires', () => {
    expect(isDownloadable(item({}), NOW)).toBe(true);
    expect(isDownloadable(item({ expiresAt: '2026-11-21T11:59:59.000Z' }), NOW)).toBe(false);
  });

  it('never offers an archive that is not ready', () => {
    for (const status of ['PENDING', 'IN_PROGRESS', 'FAILED', 'EXPIRED'] as const) {
      expect(isDownloadable(item({ status }), NOW)).toBe(false);
    }
  });
});
