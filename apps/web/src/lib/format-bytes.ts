/** The spec's file-size units, 1024 apart. */
export const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
export type ByteUnit = (typeof BYTE_UNITS)[number];

/** A size asked for in a unit the app does not know (the spec's invalid-unit-size error). */
export class InvalidUnitSizeError extends Error {
  constructor(unit: string) {
    super(`Invalid unit size: ${unit}`);
    this.name = 'InvalidUnitSizeError';
  }
}

function isByteUnit(unit: string): unit is ByteUnit {
  return (BYTE_UNITS as readonly string[]).includes(unit);
}

/** `bytes` expressed in `unit`, rounded to 2 decimals; an unknown unit throws. */
export function sizeInUnit(bytes: number, unit: string): number {
  if (!isByteUnit(unit)) {
    throw new InvalidUnitSizeError(unit);
  }
  const value = bytes / 1024 ** BYTE_UNITS.indexOf(unit);
  return Math.round(value * 100) / 100;
}

/** The largest unit in which the size is at least 1 (Bytes below 1 KB). */
export function unitFor(bytes: number): ByteUnit {
  let unit: ByteUnit = 'Bytes';
  for (const candidate of BYTE_UNITS) {
    if (bytes >= 1024 ** BYTE_UNITS.indexOf(candidate)) {
      unit = candidate;
    }
  }
  return unit;
}

/** A size for people: "1.50 MB", always with 2 decimals. */
export function formatBytes(bytes: number): string {
  const unit = unitFor(bytes);
  return `${sizeInUnit(bytes, unit).toFixed(2)} ${unit}`;
}
