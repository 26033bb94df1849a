import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_VISIBLE_SECTIONS,
  parseVisibleSections,
  readVisibleSections,
  recordVisibleSections,
  rememberSections,
  seenMonthsToLoad,
  type SectionKey,
} from '@/lib/photos/visible-sections';
import { STORAGE_KEYS } from '@/lib/storage';

function stored(): string | null {
  return window.localStorage.getItem(STORAGE_KEYS.timelineVisibleSections);
}

describe('timeline visible sections', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('round-trips the sections seen, least recent first', () => {
    recordVisibleSections(['2024-5', '2024-4']);
    recordVisibleSections(['2014-9', '1970-1']);
    expect(JSON.parse(stored() ?? '')).toEqual({
      sections: ['2024-5', '2024-4', '2014-9', '1970-1'],
    });
    expect(readVisibleSections()).toEqual(['2024-5', '2024-4', '2014-9', '1970-1']);
  });

  it('moves a section seen again to the end and writes nothing when the list stays the same', () => {
    const previous: SectionKey[] = ['2024-5', '2024-4'];
    expect(rememberSections(previous, ['2024-5'])).toEqual(['2024-4', '2024-5']);
    expect(rememberSections(previous, ['2024-4'])).toBe(previous);

    recordVisibleSections(['2024-5', '2024-4']);
    window.localStorage.setItem(
      STORAGE_KEYS.timelineVisibleSections,
      JSON.stringify({ sections: ['2024-5', '2024-4'], marker: true }),
    );
    recordVisibleSections(['2024-4']);
    // Unchanged list: the value (with its extra field) was not rewritten.
    expect(stored()).toContain('marker');
  });

  it(`keeps only the ${MAX_VISIBLE_SECTIONS} most recently seen sections`, () => {
    for (let month = 1; month <= 12; month += 1) {
      recordVisibleSections([`2023-${month}`]);
    }
    recordVisibleSections(['2024-1', '2024-2']);
    const sections = readVisibleSections();
    expect(sections).toHaveLength(MAX_VISIBLE_SECTIONS);
    expect(sections.slice(0, 2)).toEqual(['2023-3', '2023-4']);
    expect(sections.slice(-2)).toEqual(['2024-1', '2024-2']);
    // A longer foreign list is cut to the same bound on read.
    const long = Array.from({ length: 40 }, (_, i) => `2000-${(i % 12) + 1}`);
    const many = Array.from({ length: 40 }, (_, i) => `${1980 + i}-1`);
    expect(parseVisibleSections(JSON.stringify({ sections: many }))).toHaveLength(12);
    expect(parseVisibleSections(JSON.stringify({ sections: long }))).toHaveLength(12);
  });

  it('ignores broken or foreign values without throwing', () => {
    expect(parseVisibleSections(null)).toEqual([]);
    expect(parseVisibleSections('{nope')).toEqual([]);
    expect(parseVisibleSections('[1,2]')).toEqual([]);
    expect(parseVisibleSections('"2024-5"')).toEqual([]);
    expect(parseVisibleSections(JSON.stringify({ sections: '2024-5' }))).toEqual([]);
    expect(
      parseVisibleSections(JSON.stringify({ sections: [3, '2024-5', 'May', '2024-5'] })),
    ).toEqual(['2024-5']);

    window.localStorage.setItem(STORAGE_KEYS.timelineVisibleSections, '{nope');
    expect(readVisibleSections()).toEqual([]);
    recordVisibleSections(['2024-5']);
    expect(readVisibleSections()).toEqual(['2024-5']);
  });

  it('loads the stored sections the library still has, most recently seen first', () => {
    const counts = {
      timeline: [
        { year: 2024, month: 5, count: 30 },
        { year: 2014, month: 9, count: 1 },
        { year: 1970, month: 1, count: 2 },
      ],
    };
    expect(seenMonthsToLoad(counts, ['2014-9', '2023-1', '2024-5'])).toEqual([
      { year: 2024, month: 5, count: 30 },
      { year: 2014, month: 9, count: 1 },
    ]);
    expect(seenMonthsToLoad(counts, [])).toEqual([]);
  });
});
