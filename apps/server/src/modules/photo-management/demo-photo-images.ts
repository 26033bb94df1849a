import sharp from 'sharp';

/** A small deterministic random source, so every start seeds the same library. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES = [
  ['#ff9966', '#ff5e62', '#3a1c71'],
  ['#56ccf2', '#2f80ed', '#0b1d51'],
  ['#a8e063', '#56ab2f', '#134e5e'],
  ['#f7971e', '#ffd200', '#b24592'],
  ['#ee9ca7', '#ffdde1', '#7f7fd5'],
  ['#43cea2', '#185a9d', '#ffe29f'],
  ['#e0c3fc', '#8ec5fc', '#4b6cb7'],
  ['#fdfc47', '#24fe41', '#0f2027'],
] as const;

/** Modest sizes keep the first start quick; they still exceed the 300/800 thumbnails. */
const SIZES: readonly [number, number][] = [
  [960, 640],
  [640, 960],
  [800, 800],
  [1024, 576],
  [576, 1024],
  [900, 675],
];

export interface DemoImageSpec {
  width: number;
  height: number;
  /** EXIF Orientation to write (the pixels are stored turned accordingly). */
  orientation: 1 | 6 | 8;
}

/** Picks a size and orientation for demo photo `index`. */
export function demoImageSpec(random: () => number): DemoImageSpec {
  const [width, height] = SIZES[Math.floor(random() * SIZES.length)] ?? [1200, 800];
  const roll = random();
  return { width, height, orientation: roll < 0.06 ? 6 : roll < 0.1 ? 8 : 1 };
}

/** A pleasant picture: a diagonal gradient, soft circles and a horizon. */
function demoSvg(width: number, height: number, random: () => number): string {
  const palette = PALETTES[Math.floor(random() * PALETTES.length)] ?? PALETTES[0];
  const circles = Array.from({ length: 3 + Math.floor(random() * 4) }, () => {
    const r = Math.round((0.08 + random() * 0.25) * Math.min(width, height));
    const cx = Math.round(random() * width);
    const cy = Math.round(random() * height * 0.7);
    const opacity = (0.15 + random() * 0.35).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${opacity}"/>`;
  }).join('');
  const horizon = Math.round(height * (0.6 + random() * 0.25));
  const angle = Math.round(random() * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="sky" gradientTransform="rotate(${angle} 0.5 0.5)">
<stop offset="0" stop-color="${palette[0]}"/><stop offset="0.55" stop-color="${palette[1]}"/>
<stop offset="1" stop-color="${palette[2]}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>${circles}
<path d="M0 ${horizon} Q ${width / 3} ${horizon - height * 0.12} ${width / 2} ${horizon} T ${width} ${horizon} V ${height} H 0 Z" fill="${palette[2]}" fill-opacity="0.65"/>
</svg>`;
}

/**
 * A real JPEG with EXIF: DateTimeOriginal (and its offset) when given, and an Orientation tag
 * with the pixels turned the other way, so the upload pipeline has to turn them back.
 */
export async function makeDemoJpeg(
  spec: DemoImageSpec,
  taken: { wallClock: string; offset: string } | undefined,
  random: () => number,
): Promise<Buffer> {
  // Smooth shapes survive upscaling: drawing at half size makes the SVG step 4x cheaper.
  const svg = Buffer.from(demoSvg(Math.round(spec.width / 2), Math.round(spec.height / 2), random));
  const turned = spec.orientation !== 1;
  // Stored pixels of an orientation-6/8 photo are the upright picture turned the other way
  // (sharp rotates before it resizes, so the target size is the turned one).
  const image = sharp(svg)
    .rotate(spec.orientation === 6 ? -90 : spec.orientation === 8 ? 90 : 0)
    .resize(turned ? spec.height : spec.width, turned ? spec.width : spec.height, { fit: 'fill' });
  const exif = taken
    ? { IFD2: { DateTimeOriginal: taken.wallClock, OffsetTimeOriginal: taken.offset } }
    : { IFD0: { ImageDescription: 'My Account demo photo' } };
  return image
    .jpeg({ quality: 82, mozjpeg: false })
    .withMetadata({ orientation: spec.orientation })
    .withExifMerge(exif)
    .toBuffer();
}
