import { describe, expect, it } from 'vitest';
import type { Photo } from '@my-account/contract/photos';
import type { LoadedPhoto } from '@/features/photos/state/photo-cache';
import {
  previewNextStep,
  previewPreviousStep,
  type MonthLoadState,
} from '@/features/photos/lib/preview-steps';

function loaded(imageId: string, year: number, month: number): LoadedPhoto {
  const photo: Photo = {
    imageId,
    localFileName: `${imageId}.jpg`,
    uploadId: 'u',
    url: 'https://example.test/p.jpg',
    untouchedUrl: 'https://example.test/o.jpg',
    created: '2026-01-01T00:00:00Z',
    thumbnails: [],
  };
  return { photo, year, month };
}

// Months in timeline order: March, February, January 2026.
const MONTHS = [
  { year: 2026, month: 3 },
  { year: 2026, month: 2 },
  { year: 2026, month: 1 },
];

function states(byMonth: Record<number, MonthLoadState>) {
  return ({ month }: { year: number; month: number }): MonthLoadState =>
    byMonth[month] ?? { loaded: false, hasMore: false };
}

const COMPLETE: MonthLoadState = { loaded: true, hasMore: false };

describe('previewNextStep', () => {
  it('offers the next photo of the same month at once', () => {
    const photos = [loaded('a', 2026, 3), loaded('b', 2026, 3)];
    expect(previewNextStep(photos, 0, MONTHS, states({ 3: COMPLETE }))).toEqual({ kind: 'ready' });
  });

  it('does not jump over a month that is not loaded: it loads that month first', () => {
    // March and January are loaded, February (between them) is not.
    const photos = [loaded('a', 2026, 3), loaded('z', 2026, 1)];
    const lookup = states({ 3: COMPLETE, 1: COMPLETE });
    expect(previewNextStep(photos, 0, MONTHS, lookup)).toEqual({
      kind: 'load',
      year: 2026,
      month: 2,
    });
    // Once February is in, its first photo is next.
    const withFebruary = [loaded('a', 2026, 3), loaded('f', 2026, 2), loaded('z', 2026, 1)];
    expect(
      previewNextStep(withFebruary, 0, MONTHS, states({ 3: COMPLETE, 2: COMPLETE, 1: COMPLETE })),
    ).toEqual({ kind: 'ready' });
  });

  it("at the last loaded photo of a month with more pages, waits for the month's next page", () => {
    const photos = [loaded('a', 2026, 3), loaded('f', 2026, 2)];
    const lookup = states({ 3: { loaded: true, hasMore: true }, 2: COMPLETE });
    expect(previewNextStep(photos, 0, MONTHS, lookup)).toEqual({
      kind: 'more',
      year: 2026,
      month: 3,
    });
  });

  it('fetches on in a loaded month whose loaded photos were all deleted', () => {
    const photos = [loaded('a', 2026, 3), loaded('z', 2026, 1)];
    const lookup = states({ 3: COMPLETE, 2: { loaded: true, hasMore: true }, 1: COMPLETE });
    expect(previewNextStep(photos, 0, MONTHS, lookup)).toEqual({
      kind: 'more',
      year: 2026,
      month: 2,
    });
  });

  it('steps over loaded months left empty, and ends after the last month', () => {
    const photos = [loaded('a', 2026, 3), loaded('z', 2026, 1)];
    const lookup = states({ 3: COMPLETE, 2: COMPLETE, 1: COMPLETE });
    expect(previewNextStep(photos, 0, MONTHS, lookup)).toEqual({ kind: 'ready' });
    expect(previewNextStep(photos, 1, MONTHS, lookup)).toEqual({ kind: 'end' });
  });

  it('loads the next month at the very last loaded photo', () => {
    const photos = [loaded('a', 2026, 3)];
    expect(previewNextStep(photos, 0, MONTHS, states({ 3: COMPLETE }))).toEqual({
      kind: 'load',
      year: 2026,
      month: 2,
    });
  });
});

describe('previewPreviousStep', () => {
  it('offers the previous photo of the same month at once, and nothing before the first', () => {
    const photos = [loaded('a', 2026, 3), loaded('b', 2026, 3)];
    const lookup = states({ 3: COMPLETE });
    expect(previewPreviousStep(photos, 1, MONTHS, lookup)).toEqual({ kind: 'ready' });
    expect(previewPreviousStep(photos, 0, MONTHS, lookup)).toEqual({ kind: 'end' });
  });

  it('loads the month before to its end: its last photo is the previous one', () => {
    // March has more pages than loaded; from February's first photo, Previous is March's last.
    const photos = [loaded('a', 2026, 3), loaded('f', 2026, 2)];
    const lookup = states({ 3: { loaded: true, hasMore: true }, 2: COMPLETE });
    expect(previewPreviousStep(photos, 1, MONTHS, lookup)).toEqual({
      kind: 'more',
      year: 2026,
      month: 3,
    });
    expect(previewPreviousStep(photos, 1, MONTHS, states({ 3: COMPLETE, 2: COMPLETE }))).toEqual({
      kind: 'ready',
    });
  });

  it('does not jump back over a month that is not loaded', () => {
    const photos = [loaded('a', 2026, 3), loaded('z', 2026, 1)];
    expect(previewPreviousStep(photos, 1, MONTHS, states({ 3: COMPLETE, 1: COMPLETE }))).toEqual({
      kind: 'load',
      year: 2026,
      month: 2,
    });
    // A loaded month left empty is stepped over.
    const lookup = states({ 3: COMPLETE, 2: COMPLETE, 1: COMPLETE });
    expect(previewPreviousStep(photos, 1, MONTHS, lookup)).toEqual({ kind: 'ready' });
  });

  it('loads the months before the first loaded photo before saying there is none', () => {
    const photos = [loaded('f', 2026, 2)];
    expect(previewPreviousStep(photos, 0, MONTHS, states({ 2: COMPLETE }))).toEqual({
      kind: 'load',
      year: 2026,
      month: 3,
    });
    expect(previewPreviousStep(photos, 0, MONTHS, states({ 3: COMPLETE, 2: COMPLETE }))).toEqual({
      kind: 'end',
    });
  });
});
