import type { ReactNode } from 'react';
import { Banner } from '@/components/banner/banner';
import { Button } from '@/components/button/button';
import { ButtonLink } from '@/components/button/button-link';
import formStyles from '@/components/form/form-layout.module.css';

interface FormFooterProps {
  /** Why the last save failed, as an alert above the buttons. */
  error?: ReactNode;
  saving: boolean;
  saveLabel: ReactNode;
  savingLabel: ReactNode;
  /** A Cancel link, for a form that is a page of its own. */
  cancel?: { to: string; label: ReactNode };
}

/** The end of a form: the failure of the last save, then Save (showing its progress) and Cancel. */
export function FormFooter({ error, saving, saveLabel, savingLabel, cancel }: FormFooterProps) {
  return (
    <>
      {error ? (
        <Banner tone="danger" role="alert">
          {error}
        </Banner>
      ) : null}
      <div className={formStyles.actions}>
        <Button type="submit" disabled={saving} aria-busy={saving}>
          {saving ? savingLabel : saveLabel}
        </Button>
        {cancel ? (
          <ButtonLink to={cancel.to} variant="secondary">
            {cancel.label}
          </ButtonLink>
        ) : null}
      </div>
    </>
  );
}
