import type { ReactNode } from 'react';
import { PhotoActionsProvider, type PhotoActions } from '@/lib/photo-actions';

/**
 * Composes the photo actions of the features that own them (downloads, albums, prints) for
 * every photo view (lib/photo-actions explains why). Each feature adds its hook here; the
 * feature flags decide what is offered.
 */
export function AppPhotoActions({ children }: { children: ReactNode }) {
  const actions: PhotoActions = {};
  return <PhotoActionsProvider value={actions}>{children}</PhotoActionsProvider>;
}
