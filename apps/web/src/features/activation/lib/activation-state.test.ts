import { describe, expect, it } from 'vitest';
import type { ImportMessage, ImportMessageType } from '@my-account/contract/activation';
import {
  becameActive,
  importProgress,
  newestImportMessage,
  isPolling,
} from '@/features/activation/lib/activation-state';

function message(
  type: ImportMessageType,
  timestamp: string,
  imported = 1,
  total = 4,
): ImportMessage {
  return { id: `${type}-${timestamp}`, type, data: { payload: { imported, total }, timestamp } };
}

describe('activation state', () => {
  it('keeps the newest import message by timestamp, whatever order they arrive in', () => {
    const early = message('import-started', '2026-11-21T10:00:00.000Z');
    const late = message('import-started', '2026-11-21T10:00:05.000Z', 3);
    expect(newestImportMessage(undefined, early)).toBe(early);
    expect(newestImportMessage(early, late)).toBe(late);
    expect(newestImportMessage(late, early)).toBe(late);
  });

  it('polls only while IMPORTING, and not in the wait after import-finished', () => {
    expect(isPolling('IMPORTING', false)).toBe(true);
    expect(isPolling('IMPORTING', true)).toBe(false);
    expect(isPolling('NOT_ACTIVE', false)).toBe(false);
    expect(isPolling('ACTIVE', false)).toBe(false);
    expect(isPolling(undefined, false)).toBe(false);
  });

  it('notices the move to ACTIVE, not a library that was active all along', () => {
    expect(becameActive('IMPORTING', 'ACTIVE')).toBe(true);
    expect(becameActive('NOT_ACTIVE', 'ACTIVE')).toBe(true);
    expect(becameActive(undefined, 'ACTIVE')).toBe(false);
    expect(becameActive('ACTIVE', 'ACTIVE')).toBe(false);
    expect(becameActive('IMPORTING', 'IMPORTING')).toBe(false);
  });

  it('reports progress as a whole percentage, 100 once finished', () => {
    expect(importProgress(undefined)).toEqual({ imported: 0, total: 0, percent: 0 });
    expect(
      importProgress(message('import-started', '2026-11-21T10:00:00.000Z', 1, 3)).percent,
    ).toBe(33);
    expect(
      importProgress(message('import-started', '2026-11-21T10:00:00.000Z', 0, 0)).percent,
    ).toBe(0);
    expect(
      importProgress(message('import-finished', '2026-11-21T10:00:00.000Z', 2, 3)).percent,
    ).toBe(100);
  });
});
