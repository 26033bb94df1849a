import { randomUUID } from 'node:crypto';
import {
  ImportMessageSchema,
  type ImportMessage,
  type ImportMessageType,
} from '@my-account/contract/activation';
import type { Logger } from '../../platform/logging/create-logger.ts';
import type { PushHub } from '../../platform/push/push-hub.ts';

export interface ImportProgress {
  /** Distinct photos of the customer's uploads that are in the library now. */
  imported: number;
  /** Distinct photos (by content) among the customer's uploads. */
  total: number;
}

export function importMessage(type: ImportMessageType, progress: ImportProgress): ImportMessage {
  return ImportMessageSchema.parse({
    id: randomUUID(),
    type,
    data: {
      payload: { imported: progress.imported, total: progress.total },
      timestamp: new Date().toISOString(),
    },
  });
}

/**
 * Tells the customer's open sockets. Push is best effort: the app also polls the status while
 * IMPORTING, so a lost message only delays it, and never fails the import.
 */
export async function publishImportMessage(
  deps: { push: PushHub; logger: Logger },
  accountId: string,
  type: ImportMessageType,
  progress: ImportProgress,
): Promise<void> {
  try {
    await deps.push.publish(accountId, importMessage(type, progress));
  } catch (error) {
    deps.logger.warn({ err: error, type }, 'could not publish an import message');
  }
}
