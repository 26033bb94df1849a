import { describe, expect, it } from 'vitest';
import { breakpointForWidth } from '@/lib/breakpoints';

describe('breakpointForWidth', () => {
  it('follows the spec: under 575 small, under 1024 medium, under 1280 large', () => {
    expect(breakpointForWidth(320)).toBe('small');
    expect(breakpointForWidth(574)).toBe('small');
    expect(breakpointForWidth(575)).toBe('medium');
    expect(breakpointForWidth(1023)).toBe('medium');
    expect(breakpointForWidth(1024)).toBe('large');
    expect(breakpointForWidth(1279)).toBe('large');
    expect(breakpointForWidth(1280)).toBe('extraLarge');
  });
});
