/**
 * The spec's four file-size steps (Bytes, KB, MB, GB), 1024 apart, named as Intl.NumberFormat
 * units so that each locale writes them its own way (decision 0150).
 */
export const FILE_SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

/** A size asked for in a unit the app does not know (the spec's invalid-unit-size error). */
export class InvalidUnitSizeError extends Error {
  constructor(unit: string) {
    super(`Invalid unit size: ${unit}`);
    this.name = 'InvalidUnitSizeError';
  }
}

function isFileSizeUnit(unit: string): unit is FileSizeUnit {
  return (FILE_SIZE_UNITS as readonly string[]).includes(unit);
}

/** `bytes` expressed in `unit`; an unknown unit throws. */
export function sizeInUnit(bytes: number, unit: string): number {
  if (!isFileSizeUnit(unit)) {
    throw new InvalidUnitSizeError(unit);
  }
  return bytes / 1024 ** FILE_SIZE_UNITS.indexOf(unit);
}

/** The largest unit the size fills at least once (byte below 1 kilobyte). */
export function unitFor(bytes: number): FileSizeUnit {
  let unit: FileSizeUnit = 'byte';
  for (const candidate of FILE_SIZE_UNITS) {
    if (bytes >= 1024 ** FILE_SIZE_UNITS.indexOf(candidate)) {
      unit = candidate;
    }
  }
  return unit;
}

/** What each unit is called next to the number. */
export type FileSizeLabels = Readonly<Record<FileSizeUnit, string>>;

/** The spec's names, to the letter: "File sizes are shown in Bytes, KB, MB or GB". */
export const SPEC_FILE_SIZE_LABELS: FileSizeLabels = {
  byte: 'Bytes',
  kilobyte: 'KB',
  megabyte: 'MB',
  gigabyte: 'GB',
};

/**
 * A size for people, always with 2 decimals: "1.50 KB", "5.12 MB" in en-GB, "1,50 KB" in nl-NL.
 * Intl writes the number and places the unit the locale's way (spacing, order); the unit's
 * name is ours (CLDR's English would be "kB" and "bytes", not the spec's "KB" and "Bytes"), and
 * a locale file can name them otherwise (decision 0150).
 */
export function formatFileSize(
  bytes: number,
  locale: string,
  labels: FileSizeLabels = SPEC_FILE_SIZE_LABELS,
): string {
  const unit = unitFor(bytes);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .formatToParts(sizeInUnit(bytes, unit))
    .map((part) => (part.type === 'unit' ? labels[unit] : part.value))
    .join('');
}
