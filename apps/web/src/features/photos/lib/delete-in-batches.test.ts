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

  it('retries only the failed ids of a batch', async () => {
    const transport = vi
      .fn<DeleteTransport>()
      .mockResolvedValueOnce({ failedIds: ['p1'] })
      .mockResolvedValueOnce({ failedIds: [] });
    await deleteInBatches(ids(3), transport);
    expect(transport.mock.calls[1]?.[0]).toEqual(['p1']);
  });

  it('gives up after 3 retries and reports the failed ids', async () => {
    const transport = vi.fn<DeleteTransport>(async (batch) => ({
      failedIds: batch.filter((id) => id === 'p2'),
    }));
    const error = await deleteInBatches(ids(4), transport).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BulkDeleteError);
    const bulk = error as BulkDeleteError;
    expect(bulk.message).toBe(RETRIES_EXCEEDED);
    expect(bulk.failedIds).toEqual(['p2']);
    expect(bulk.deletedIds).toEqual(['p0', 'p1', 'p3']);
    expect((bulk.cause as Error).message).toBe(FAILED_TO_DELETE);
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
});
