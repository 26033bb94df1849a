import { FormattedMessage } from 'react-intl';
import { SettingsCard } from '@/components/settings-card/settings-card';

/** The settings overview's password card. */
export function PasswordSettingsCard({ changePath }: { changePath: string }) {
  return (
    <SettingsCard
      icon="lock"
      title={<FormattedMessage id="passwordChange.card.title" />}
      action={{ to: changePath, label: <FormattedMessage id="passwordChange.card.action" /> }}
    >
      <p>
        <FormattedMessage id="passwordChange.card.body" />
      </p>
    </SettingsCard>
  );
}
