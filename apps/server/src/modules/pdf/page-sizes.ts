/** A page in millimetres, portrait (width at most height); landscape photos turn it. */
export interface PageSize {
  widthMm: number;
  heightMm: number;
}

/**
 * The article's print size by its type (decision 0221): prints are 10 x 15 cm, photo books A4,
 * wall art A3 (posters and canvases vary, the A-series aspect is the common one). An unknown
 * type prints at the prints' size.
 */
const BY_ARTICLE_TYPE: Record<string, PageSize> = {
  prints: { widthMm: 100, heightMm: 150 },
  photobook: { widthMm: 210, heightMm: 297 },
  walldecor: { widthMm: 297, heightMm: 420 },
};

export function pageSizeOf(articleType: string): PageSize {
  return BY_ARTICLE_TYPE[articleType.toLowerCase()] ?? { widthMm: 100, heightMm: 150 };
}

const POINTS_PER_MM = 72 / 25.4;

/** The page in PDF points, turned to the photo's orientation (square photos stay portrait). */
export function pagePoints(
  size: PageSize,
  photo: { width: number; height: number } | undefined,
): [number, number] {
  const width = size.widthMm * POINTS_PER_MM;
  const height = size.heightMm * POINTS_PER_MM;
  return photo && photo.width > photo.height ? [height, width] : [width, height];
}
