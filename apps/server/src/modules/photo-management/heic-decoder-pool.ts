import { Worker } from 'node:worker_threads';
import type { HeicDecodeRequest, HeicDecodeResponse } from './heic-decode.worker.ts';

export interface DecodedPixels {
  width: number;
  height: number;
  /** RGBA, row by row. */
  data: Buffer;
}

export interface HeicDecoderPool {
  /** Decodes the HEIC file at path; rejects when libheif cannot. */
  decode(path: string): Promise<DecodedPixels>;
  /** Ends the workers; pending decodes reject. */
  close(): Promise<void>;
}

export class HeicDecodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HeicDecodeError';
  }
}

interface Task {
  id: number;
  path: string;
  resolve: (pixels: DecodedPixels) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | undefined;
}

const WORKER_URL = new URL('./heic-decode.worker.ts', import.meta.url);

/**
 * A fixed number of worker threads, started on first use (most servers never see a HEIC before
 * the first upload), each decoding one file at a time; more requests wait in a queue. A worker
 * that dies fails its task and is replaced.
 */
export function createHeicDecoderPool(size: number): HeicDecoderPool {
  const slots: Slot[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let closed = false;

  const startWorker = (): Slot => {
    const slot: Slot = { worker: new Worker(WORKER_URL), task: undefined };
    slot.worker.unref();
    slot.worker.on('message', (response: HeicDecodeResponse) => {
      const task = slot.task;
      slot.task = undefined;
      if (task?.id === response.id) {
        if (response.ok) {
          const data = Buffer.from(
            response.data.buffer,
            response.data.byteOffset,
            response.data.byteLength,
          );
          task.resolve({ width: response.width, height: response.height, data });
        } else {
          task.reject(new HeicDecodeError(response.message));
        }
      }
      dispatch();
    });
    const fail = (error: Error): void => {
      const index = slots.indexOf(slot);
      if (index >= 0) {
        slots.splice(index, 1);
      }
      slot.task?.reject(new HeicDecodeError(error.message));
      slot.task = undefined;
      dispatch();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      fail(new Error(`HEIC decoder stopped (exit ${code})`));
    });
    slots.push(slot);
    return slot;
  };

  const dispatch = (): void => {
    while (!closed && queue.length > 0) {
      const idle =
        slots.find((slot) => slot.task === undefined) ??
        (slots.length < size ? startWorker() : undefined);
      if (!idle) {
        return;
      }
      const task = queue.shift();
      if (!task) {
        return;
      }
      idle.task = task;
      idle.worker.postMessage({ id: task.id, path: task.path } satisfies HeicDecodeRequest);
    }
  };

  return {
    decode(path: string): Promise<DecodedPixels> {
      if (closed) {
        return Promise.reject(new Error('The HEIC decoder pool is closed'));
      }
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, path, resolve, reject });
        dispatch();
      });
    },
    async close(): Promise<void> {
      closed = true;
      for (const task of queue.splice(0)) {
        task.reject(new Error('The HEIC decoder pool is closed'));
      }
      await Promise.all(slots.splice(0).map((slot) => slot.worker.terminate()));
    },
  };
}
