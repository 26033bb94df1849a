import { z } from 'zod/mini';

export const FEATURE_FLAGS = [
  'PhotoManagementOrderPrintsEnabled',
  'PhotoManagementSharedAlbumsViewEnabled',
  'PhotoManagementTimelineViewEnabled',
  'PhotoManagementAlbumViewEnabled',
  /** The spec's "upload flag": 'Add photos' and the upload modal. */
  'PhotoManagementUploadEnabled',
  /** The spec's "reactivation flag": the storage modal opens by itself in critical status. */
  'PhotoManagementReactivationEnabled',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** For each flag, the vendor hosts it is enabled on ("*" means every host). */
export const FeatureFlagHostsSchema = z.record(z.enum(FEATURE_FLAGS), z.array(z.string()));
export type FeatureFlagHosts = z.infer<typeof FeatureFlagHostsSchema>;
