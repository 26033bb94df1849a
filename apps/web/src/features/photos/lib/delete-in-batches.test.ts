import { describe, expect, it, vi } from 'vitest';
import {
  BulkDeleteError,
  deleteInBatches,
  FAILED_TO_DELETE,
  RETRIES_EXCEEDED,
  type DeleteTransport,
} from '@/features/photos/lib/delete-in-batches';

const ids = (count: number) => Array.from({ length: count }, (_, index) => `p${index}`);

describe('deleteInBatches', () => {
  it('sends batches of at most 500 ids', async () => {
    const transport = vi.fn<DeleteTransport>(async () => ({ failedIds: [] }));
    const deleted = await deleteInBatches(ids(1201), transport);
    expect(deleted).toHaveLength(1201);
    expect(transport.mock.calls.map(([batch]) => batch.length)).toEqual([500, 500, 201]);
  });

  it('retries a failed call and succeeds', async () => {
    const transport = vi
      .fn<DeleteTransport>()
      .mockRejectedValueOnce(new Error('Request failure'))
      .mockResolvedValueOnce({ failedIds: [] });
    await expect(deleteInBatches(ids(3), transport)).resolves.toHaveLength(3);
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('does not retry ids a successful answer names as failed and reports them at once', async () => {
    const transport = vi.fn<DeleteTransport>(async (batch) => ({
      failedIds: batch.filter((id) => id === 'p2'),
    }));
    const error = await deleteInBatches(ids(4), transport).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BulkDeleteError);
    const bulk = error as BulkDeleteError;
    expect(bulk.message).toBe(FAILED_TO_DELETE);
    expect(bulk.failedIds).toEqual(['p2']);
    expect(bulk.deletedIds).toEqual(['p0', 'p1', 'p3']);
    expect(transport).toHaveBeenCalledOnce();
  });

  it('counts ids as deleted when a lost attempt deleted them and the retry finds them gone', async () => {
    // The server committed the first call, but its answer never arrived.
    const store = new Set(ids(3));
    let calls = 0;
    const transport = vi.fn<DeleteTransport>(async (batch) => {
      calls += 1;
      const failedIds = batch.filter((id) => !store.delete(id));
      if (calls === 1) {
        throw new Error('Request failure');
      }
      return { failedIds };
    });
    await expect(deleteInBatches(ids(3), transport)).resolves.toEqual(['p0', 'p1', 'p2']);
    expect(transport).toHaveBeenCalledTimes(2);
    expect(transport.mock.calls[1]?.[0]).toEqual(['p0', 'p1', 'p2']);
  });

  it('gives up after 3 retries when every attempt fails and reports the ids', async () => {
    const transport = vi.fn<DeleteTransport>(async () => {
      throw new Error('Gateway Timeout');
    });
    const error = await deleteInBatches(ids(3), transport).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BulkDeleteError);
    const bulk = error as BulkDeleteError;
    expect(bulk.message).toBe(RETRIES_EXCEEDED);
    expect(bulk.failedIds).toEqual(['p0', 'p1', 'p2']);
    expect(bulk.deletedIds).toEqual([]);
    expect((bulk.cause as Error).message).toBe('Gateway Timeout');
    expect(transport).toHaveBeenCalledTimes(4);
  });

  it('carries on with later batches when one fails', async () => {
    const transport = vi.fn<DeleteTransport>(async (batch) => {
      if (batch.includes('p0')) {
        throw new Error('boom');
      }
      return { failedIds: [] };
    });
    const error = (await deleteInBatches(ids(4), transport, { batchSize: 2 }).catch(
      (caught: unknown) => caught,
    )) as BulkDeleteError;
    expect(error.failedIds).toEqual(['p0', 'p1']);
    expect(error.deletedIds).toEqual(['p2', 'p3']);
    expect(transport).toHaveBeenCalledTimes(5);
  });

  it('names the exhausted retries when another batch only had ids refused', async () => {
    const transport = vi.fn<DeleteTransport>(async (batch) => {
      if (batch.includes('p0')) {
        throw new Error('boom');
      }
      return { failedIds: batch.filter((id) => id === 'p3') };
    });
    const error = (await deleteInBatches(ids(4), transport, { batchSize: 2 }).catch(
      (caught: unknown) => caught,
    )) as BulkDeleteError;
    expect(error.message).toBe(RETRIES_EXCEEDED);
    expect(error.failedIds).toEqual(['p0', 'p1', 'p3']);
    expect(error.deletedIds).toEqual(['p2']);
    expect((error.cause as Error).message).toBe('boom');
  });
});
