/** The spec's breakpoints: under 575 px small, under 1024 medium, under 1280 large. */
export const BREAKPOINTS = { small: 575, medium: 1024, large: 1280 } as const;

export type Breakpoint = 'small' | 'medium' | 'large' | 'extraLarge';

export function breakpointForWidth(width: number): Breakpoint {
  if (width < BREAKPOINTS.small) {
    return 'small';
  }
  if (width < BREAKPOINTS.medium) {
    return 'medium';
  }
  if (width < BREAKPOINTS.large) {
    return 'large';
  }
  return 'extraLarge';
}
