import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@/lib/storage';

const ScrollPositionSchema = z.object({
  x: z.number().check(z.gte(0)),
  y: z.number().check(z.gte(0)),
});
export type ScrollPosition = z.infer<typeof ScrollPositionSchema>;

/** Spec: the list's scroll position, saved when the preview opens, as two non-negative numbers. */
export function saveScrollPosition(position: ScrollPosition): void {
  try {
    window.localStorage.setItem(
      STORAGE_KEYS.scrollPosition,
      JSON.stringify({ x: Math.max(0, position.x), y: Math.max(0, position.y) }),
    );
  } catch {
    // Storage unavailable: closing the preview keeps the page where it is anyway.
  }
}

export function readScrollPosition(): ScrollPosition | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.scrollPosition);
    const parsed = ScrollPositionSchema.safeParse(raw ? JSON.parse(raw) : undefined);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
