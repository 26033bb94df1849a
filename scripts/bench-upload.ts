import { randomBytes } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';

const APP15 = 0xef;
const SEGMENT_DATA = 65_533; // the most one APPn segment holds (its length field counts itself)

/**
 * A valid JPEG of about `targetBytes`: the given JPEG with APP15 segments of random bytes after
 * its start marker. Decoders skip them, so it decodes like the small one but is as big to send.
 */
export async function writePaddedJpeg(
  jpeg: Buffer,
  targetBytes: number,
  path: string,
): Promise<number> {
  const segments: Buffer[] = [jpeg.subarray(0, 2)];
  let size = jpeg.length;
  while (size + SEGMENT_DATA + 4 <= targetBytes) {
    const header = Buffer.from([0xff, APP15, 0, 0]);
    header.writeUInt16BE(SEGMENT_DATA + 2, 2);
    segments.push(header, randomBytes(SEGMENT_DATA));
    size += SEGMENT_DATA + 4;
  }
  segments.push(jpeg.subarray(2));
  await writeFile(path, Buffer.concat(segments));
  return (await stat(path)).size;
}

/** Resident memory of a process (Linux, from /proc), in bytes. */
export function rssOf(pid: number): number {
  const pages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
  return pages * 4096;
}

/**
 * Uploads the file as the app does (multipart, one file part), streamed from disk so the
 * client holds no copy, and samples the server process's resident memory meanwhile. Returns
 * the status and the peak RSS growth in bytes.
 */
export async function uploadMeasuringMemory(
  url: string,
  token: string,
  path: string,
  serverPid: number,
): Promise<{ status: number; peakRssGrowth: number; seconds: number }> {
  const boundary = `bench-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.jpg"\r\n` +
      'content-type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* parts(): AsyncGenerator<Buffer> {
    yield head;
    for await (const chunk of createReadStream(path)) {
      yield chunk as Buffer;
    }
    yield tail;
  }
  const before = rssOf(serverPid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(serverPid));
  }, 5);
  const started = performance.now();
  try {
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: Readable.toWeb(Readable.from(parts())) as ReadableStream<Uint8Array>,
      duplex: 'half',
    };
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return {
      status: response.status,
      peakRssGrowth: peak - before,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    clearInterval(sampler);
  }
}
