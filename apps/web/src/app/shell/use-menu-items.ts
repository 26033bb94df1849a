import { usePublicConfig } from '@/lib/runtime-context';
import { useSignedInUser } from '@/features/auth/use-auth';
import { useFeatureFlags } from '@/features/flags/use-feature-flag';
import { MENU_ENTRIES, visibleMenuItems, type MenuItem } from '@/app/shell/menu-entries';

/** The menu entries the signed-in user sees (audience, flags, vendor links applied). */
export function useMenuItems(): MenuItem[] {
  const { isB2b } = useSignedInUser();
  const isFlagEnabled = useFeatureFlags();
  const { links } = usePublicConfig();
  return visibleMenuItems(MENU_ENTRIES, { isB2b, isFlagEnabled, links });
}
