import type { Histogram } from 'prom-client';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { fileTypeFromFile } from 'file-type';
import { HttpError } from '../../platform/http/http-error.ts';
import { UPLOAD_ERROR_CODES } from '@my-account/contract/photos';
import { readDateTaken, type DateTaken } from './date-taken.ts';
import type { HeicDecoderPool } from '../../platform/images/heic-decoder-pool.ts';
import { makeRenditions, type Renditions } from './image-renditions.ts';

/** Types accepted by content; HEIF is the container HEIC photos come in under other brands. */
const ACCEPTED_TYPES: Record<string, PhotoKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/heic': 'heic',
  'image/heif': 'heic',
};
type PhotoKind = 'jpeg' | 'png' | 'heic';
const STORED_MIME: Record<PhotoKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
};

export interface ProcessedPhoto {
  mimeType: string;
  /** As shown: after EXIF orientation. */
  width: number;
  height: number;
  dateTaken: DateTaken;
  renditions: Renditions;
}

export interface ProcessingOptions {
  maxPixels: number;
  heic: HeicDecoderPool;
  /** Times the decode and the renditions of each photo that gets them (the server's metrics). */
  renditionTimer?: Pick<Histogram, 'startTimer'>;
}

const unsupported = (): HttpError =>
  new HttpError(
    415,
    UPLOAD_ERROR_CODES.unsupportedType,
    'This file is not a JPEG, PNG or HEIC photo. Only those types can be uploaded.',
  ).forPeople({ id: 'uploadUnsupportedType' });
const corrupt = (): HttpError =>
  new HttpError(
    422,
    UPLOAD_ERROR_CODES.corrupt,
    'This photo could not be read: the file is damaged or incomplete.',
  ).forPeople({ id: 'uploadCorrupt' });
const tooManyPixels = (width: number, height: number, max: number): HttpError =>
  new HttpError(
    422,
    UPLOAD_ERROR_CODES.tooManyPixels,
    `This photo is ${width}x${height} pixels; at most ${Math.round(max / 1_000_000)} megapixels can be uploaded.`,
  ).forPeople({
    id: 'uploadTooManyPixels',
    values: () => ({ width, height, megapixels: Math.round(max / 1_000_000) }),
  });

/**
 * Checks a received file and makes everything the library shows of it. The type comes from the
 * bytes (never the name or the part's header); the size in pixels is checked from the header
 * before anything is decoded, so a small file claiming a huge image costs nothing.
 */
export async function processPhoto(
  path: string,
  limits: ProcessingOptions,
): Promise<ProcessedPhoto> {
  const sniffed = await fileTypeFromFile(path);
  const kind = sniffed ? ACCEPTED_TYPES[sniffed.mime] : undefined;
  if (!kind) {
    throw unsupported();
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    throw corrupt();
  }
  const headerWidth = metadata.autoOrient.width;
  const headerHeight = metadata.autoOrient.height;
  if (!headerWidth || !headerHeight) {
    throw corrupt();
  }
  if (headerWidth * headerHeight > limits.maxPixels) {
    throw tooManyPixels(headerWidth, headerHeight, limits.maxPixels);
  }
  const dateTaken = await readDateTaken(metadata.exif);

  // From here the photo is decoded (HEIC in a worker, the others inside sharp's pipeline).
  const stopTimer = limits.renditionTimer?.startTimer();
  let source: Sharp;
  let width = headerWidth;
  let height = headerHeight;
  if (kind === 'heic') {
    // sharp's libheif has no HEVC decoder: decode in a worker and hand sharp the pixels.
    const pixels = await limits.heic.decode(path).catch(() => {
      throw corrupt();
    });
    width = pixels.width;
    height = pixels.height;
    if (width * height > limits.maxPixels) {
      throw tooManyPixels(width, height, limits.maxPixels);
    }
    source = sharp(pixels.data, { raw: { width, height, channels: 4 } });
  } else {
    // failOn 'warning' (the default) refuses truncated data rather than showing a grey half.
    source = sharp(path, { limitInputPixels: limits.maxPixels, failOn: 'warning' }).autoOrient();
  }
  let renditions: Renditions;
  try {
    renditions = await makeRenditions(source);
  } catch {
    throw corrupt();
  }
  // Only photos that got their renditions: a refused file would skew the timing downwards.
  stopTimer?.();
  return { mimeType: STORED_MIME[kind], width, height, dateTaken, renditions };
}
