import { renderHook } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { useLatestCallback } from '@/lib/use-latest-callback';

describe('useLatestCallback', () => {
  it('keeps one identity across renders and calls the callback of the latest render', () => {
    const { result, rerender } = renderHook(
      ({ factor }: { factor: number }) => useLatestCallback((value: number) => value * factor),
      { initialProps: { factor: 2 } },
    );
    const first = result.current;
    expect(first(5)).toBe(10);

    rerender({ factor: 3 });
    expect(result.current).toBe(first);
    expect(result.current(5)).toBe(15);
  });
});
