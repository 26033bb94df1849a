import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Banner } from '@/components/banner/banner';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/form/text-field';
import {
  emailChangeFailure,
  newEmailErrorMap,
  newEmailFormSchema,
  type NewEmailForm,
} from '@/features/email-change/lib/new-email-form';
import styles from '@/features/email-change/components/email-change.module.css';

interface NewEmailFormProps {
  currentEmail: string;
  /** Sends the request; rejects with the server's refusal. */
  onSubmit: (email: string) => Promise<unknown>;
}

/** The new address, checked here first; an address in use comes back as its field's error. */
export function NewEmailFormFields({ currentEmail, onSubmit }: NewEmailFormProps) {
  const intl = useIntl();
  const schema = useMemo(() => newEmailFormSchema(currentEmail), [currentEmail]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewEmailForm, unknown, { email: string }>({
    resolver: zodResolver(schema, newEmailErrorMap),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await onSubmit(email);
    } catch (error) {
      const failure = emailChangeFailure(error);
      if (failure === 'inUse') {
        setError(
          'email',
          { type: 'server', message: 'emailChange.errors.inUse' },
          { shouldFocus: true },
        );
      } else {
        setError('root', { type: failure });
      }
    }
  });

  const emailError = errors.email?.message;
  const formFailure = errors.root?.type;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={<FormattedMessage id="emailChange.newEmail" />}
        hint={<FormattedMessage id="emailChange.newEmailHint" />}
        error={emailError ? intl.formatMessage({ id: emailError }) : undefined}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        maxLength={254}
        {...register('email')}
      />
      {formFailure ? (
        <Banner tone="danger" role="alert">
          <FormattedMessage
            id={
              formFailure === 'tooMany' ? 'emailChange.errors.tooMany' : 'emailChange.errors.failed'
            }
          />
        </Banner>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          <FormattedMessage id={isSubmitting ? 'emailChange.sending' : 'emailChange.submit'} />
        </Button>
      </div>
    </form>
  );
}
