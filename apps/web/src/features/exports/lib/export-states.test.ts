import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/http-error';
import { exportCreationState, exportPageView } from '@/features/exports/lib/export-states';

function httpError(status: number) {
  return new HttpError({ status, body: '', url: 'http://app.test/x', correlationId: 'c' });
}

describe('exportCreationState', () => {
  it('maps the request to uninitialized, requesting, success and failure', () => {
    expect(exportCreationState('idle')).toBe('uninitialized');
    expect(exportCreationState('pending')).toBe('requesting');
    expect(exportCreationState('success')).toBe('success');
    expect(exportCreationState('error')).toBe('failure');
  });
});

describe('exportPageView', () => {
  it('treats a 404 as an expired link and other failures as errors', () => {
    expect(exportPageView({ data: undefined, error: httpError(404) })).toEqual({ kind: 'expired' });
    expect(exportPageView({ data: undefined, error: httpError(500) })).toEqual({ kind: 'error' });
  });

  it('sends unfinished exports away, shows FAILED and READY', () => {
    expect(exportPageView({ data: undefined, error: null })).toEqual({ kind: 'loading' });
    expect(exportPageView({ data: { id: 'b', status: 'REQUESTED' }, error: null }).kind).toBe(
      'processing',
    );
    expect(exportPageView({ data: { id: 'b', status: 'IN_PROGRESS' }, error: null }).kind).toBe(
      'processing',
    );
    expect(exportPageView({ data: { id: 'b', status: 'FAILED' }, error: null }).kind).toBe(
      'failed',
    );
    const ready = {
      id: 'b',
      status: 'READY' as const,
      chunks: [{ iteration: 1, size: 10 }],
      created: '2026-11-21T10:00:00.000Z',
      updated: '2026-11-21T10:05:00.000Z',
    };
    expect(exportPageView({ data: ready, error: null })).toEqual({ kind: 'ready', backup: ready });
  });
});
