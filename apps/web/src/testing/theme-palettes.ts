/**
 * Reads the brand themes' colours out of packages/themes/themes.css, per theme and scheme, and
 * measures WCAG contrast between them: the contrast test checks the palettes themselves, so a
 * colour changed in the CSS cannot break AA on a page no browser test happens to visit.
 */

export type ThemeClass = 'alb' | 'pbx' | 'hfm';
export type Scheme = 'light' | 'dark';
export type Palette = Record<string, string>;

interface Rule {
  selectors: string[];
  declarations: Palette;
}

const DARK_MEDIA = '@media (prefers-color-scheme: dark)';

function rulesOf(css: string): Rule[] {
  const rules: Rule[] = [];
  for (const match of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations: Palette = {};
    for (const declaration of (match[2] ?? '').matchAll(/(--color-[\w-]+)\s*:\s*([^;]+);/g)) {
      declarations[declaration[1] ?? ''] = (declaration[2] ?? '').trim();
    }
    const selectors = (match[1] ?? '').split(',').map((selector) => selector.trim());
    rules.push({ selectors, declarations });
  }
  return rules;
}

/** The rules outside and inside the dark media query (the file has one, and no other nesting). */
function splitSchemes(css: string): { light: Rule[]; dark: Rule[] } {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const start = withoutComments.indexOf(DARK_MEDIA);
  if (start === -1) {
    return { light: rulesOf(withoutComments), dark: [] };
  }
  const open = withoutComments.indexOf('{', start);
  let depth = 0;
  let end = open;
  for (; end < withoutComments.length; end += 1) {
    const char = withoutComments[end];
    depth += char === '{' ? 1 : char === '}' ? -1 : 0;
    if (depth === 0) {
      break;
    }
  }
  return {
    light: rulesOf(withoutComments.slice(0, start) + withoutComments.slice(end + 1)),
    dark: rulesOf(withoutComments.slice(open + 1, end)),
  };
}

/**
 * The colours a page of `theme` ends with: `:root` first, then the theme's class (which sits on
 * <body> or <html> and wins), then the same again from the dark block when the scheme is dark.
 */
export function paletteOf(css: string, theme: ThemeClass, scheme: Scheme): Palette {
  const { light, dark } = splitSchemes(css);
  const layers = scheme === 'dark' ? [light, dark] : [light];
  const palette: Palette = {};
  for (const rules of layers) {
    for (const target of [':root', `.${theme}`]) {
      for (const rule of rules) {
        if (rule.selectors.includes(target)) {
          Object.assign(palette, rule.declarations);
        }
      }
    }
  }
  return palette;
}

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #rgb or #rrggbb colour. */
export function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) {
    throw new Error(`Not a hex colour: ${hex}`);
  }
  const [r, g, b] = [0, 2, 4].map((index) => channel(parseInt(full.slice(index, index + 2), 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG contrast ratio (1 to 21) between two hex colours. */
export function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
