import { FormattedMessage } from 'react-intl';
import { SettingsCard } from '@/components/settings-card/settings-card';

interface EmailSettingsCardProps {
  email: string;
  /** The change page of the settings it is on (private or business). */
  changePath: string;
}

/** The settings overview's e-mail card: the address signed in with, and the way to change it. */
export function EmailSettingsCard({ email, changePath }: EmailSettingsCardProps) {
  return (
    <SettingsCard
      icon="mail"
      title={<FormattedMessage id="emailChange.card.title" />}
      action={{ to: changePath, label: <FormattedMessage id="emailChange.card.action" /> }}
    >
      <p>{email}</p>
    </SettingsCard>
  );
}
