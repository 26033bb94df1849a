import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSignedInUser } from '@/features/auth/use-auth';
import { ChangePasswordPage } from '@/features/password-change/components/change-password-page';

function ChangePassword({ settingsPath }: { settingsPath: string }) {
  const { identity } = useSignedInUser();
  const navigate = useNavigate();
  return (
    <ChangePasswordPage
      identity={identity}
      settingsPath={settingsPath}
      onChanged={() => {
        void navigate(settingsPath);
      }}
    />
  );
}

/** `/settings/password`. */
export function ChangePasswordRoute() {
  return <ChangePassword settingsPath={paths.settings} />;
}

/** `/settings/b2b/password`: the same page, belonging to the business settings. */
export function ChangePasswordB2bRoute() {
  return <ChangePassword settingsPath={paths.settingsB2b} />;
}
