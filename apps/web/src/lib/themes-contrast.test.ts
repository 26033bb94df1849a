import { describe, expect, it } from 'vitest';
import themesCss from '@my-account/themes/themes.css?raw';
import {
  contrast,
  luminance,
  paletteOf,
  type Scheme,
  type ThemeClass,
} from '@/testing/theme-palettes';

/** Foreground on background pairs as the components use them, with the ratio WCAG AA asks. */
const TEXT = 4.5;
const UI = 3;
const PAIRS: [foreground: string, background: string, minimum: number][] = [
  ['text', 'bg', TEXT],
  ['text', 'surface', TEXT],
  ['text', 'surface-muted', TEXT],
  ['text', 'primary-soft', TEXT],
  ['text', 'header-bg', TEXT],
  ['text-muted', 'bg', TEXT],
  ['text-muted', 'surface', TEXT],
  ['text-muted', 'surface-muted', TEXT],
  ['primary', 'bg', TEXT],
  ['primary', 'surface', TEXT],
  ['primary', 'surface-muted', TEXT],
  ['primary', 'primary-soft', TEXT],
  ['link', 'bg', TEXT],
  ['link', 'surface', TEXT],
  ['on-primary', 'primary', TEXT],
  ['on-primary', 'primary-hover', TEXT],
  ['info-text', 'info-bg', TEXT],
  ['warning-text', 'warning-bg', TEXT],
  ['danger-text', 'danger-bg', TEXT],
  ['danger-text', 'surface', TEXT],
  ['on-danger', 'danger-text', TEXT],
  ['on-hero', 'hero-from', TEXT],
  ['on-hero', 'hero-to', TEXT],
  ['status-text', 'status-bg', TEXT],
  ['border-strong', 'surface', UI],
  ['focus', 'bg', UI],
  ['focus', 'surface', UI],
  ['success', 'surface', UI],
  ['warning', 'surface', UI],
  ['status', 'surface', UI],
];

const THEMES: ThemeClass[] = ['alb', 'pbx', 'hfm'];
const SCHEMES: Scheme[] = ['light', 'dark'];

describe.each(THEMES)('theme %s', (theme) => {
  it.each(SCHEMES)('keeps WCAG AA contrast in the %s scheme', (scheme) => {
    const palette = paletteOf(themesCss, theme, scheme);
    const failures = PAIRS.flatMap(([foreground, background, minimum]) => {
      const fg = palette[`--color-${foreground}`];
      const bg = palette[`--color-${background}`];
      if (fg === undefined || bg === undefined) {
        return [`${foreground} on ${background}: missing`];
      }
      const ratio = contrast(fg, bg);
      return ratio < minimum ? [`${foreground} on ${background}: ${ratio.toFixed(2)}`] : [];
    });
    expect(failures).toEqual([]);
  });

  it('defines a dark value for every colour of the light scheme', () => {
    const light = paletteOf(themesCss, theme, 'light');
    const dark = paletteOf(themesCss, theme, 'dark');
    // White on the hero's deep gradient is right in both schemes.
    const unchanged = Object.keys(light).filter(
      (name) => name !== '--color-on-hero' && light[name] === dark[name],
    );
    expect(unchanged).toEqual([]);
    expect(luminance(dark['--color-bg'] ?? '#ffffff')).toBeLessThan(0.05);
    expect(luminance(light['--color-bg'] ?? '#000000')).toBeGreaterThan(0.8);
  });
});
