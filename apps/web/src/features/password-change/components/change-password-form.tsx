import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@my-account/contract/password-change';
import { Banner } from '@/components/banner/banner';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/form/text-field';
import {
  passwordChangeFailure,
  PasswordChangeFormSchema,
  passwordErrorMessageId,
  WRONG_PASSWORD_ERROR,
  type PasswordChangeField,
  type PasswordChangeForm,
} from '@/features/password-change/lib/password-change-form';
import styles from '@/features/password-change/components/password-change.module.css';

interface ChangePasswordFormProps {
  /** Sends the change; rejects with the server's refusal. */
  onSubmit: (change: { currentPassword: string; newPassword: string }) => Promise<unknown>;
}

/** Current password, new password twice; a wrong current password comes back on its field. */
export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const intl = useIntl();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeForm>({
    resolver: zodResolver(PasswordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await onSubmit({ currentPassword, newPassword });
    } catch (error) {
      const failure = passwordChangeFailure(error);
      if (failure === 'wrongPassword') {
        setError('currentPassword', { type: WRONG_PASSWORD_ERROR }, { shouldFocus: true });
      } else {
        setError('root', { type: failure });
      }
    }
  });

  const errorOf = (field: PasswordChangeField, error: FieldError | undefined) =>
    error
      ? intl.formatMessage(
          { id: passwordErrorMessageId(field, error.type) },
          { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH },
        )
      : undefined;
  const formFailure = errors.root?.type;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={<FormattedMessage id="passwordChange.current" />}
        error={errorOf('currentPassword', errors.currentPassword)}
        type="password"
        autoComplete="current-password"
        {...register('currentPassword')}
      />
      <TextField
        label={<FormattedMessage id="passwordChange.newPassword" />}
        hint={
          <FormattedMessage
            id="passwordChange.newPasswordHint"
            values={{ min: PASSWORD_MIN_LENGTH }}
          />
        }
        error={errorOf('newPassword', errors.newPassword)}
        type="password"
        autoComplete="new-password"
        {...register('newPassword')}
      />
      <TextField
        label={<FormattedMessage id="passwordChange.confirm" />}
        error={errorOf('confirmPassword', errors.confirmPassword)}
        type="password"
        autoComplete="new-password"
        {...register('confirmPassword')}
      />
      {formFailure ? (
        <Banner tone="danger" role="alert">
          <FormattedMessage
            id={
              formFailure === 'tooMany'
                ? 'passwordChange.errors.tooMany'
                : 'passwordChange.errors.failed'
            }
          />
        </Banner>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          <FormattedMessage id={isSubmitting ? 'passwordChange.saving' : 'passwordChange.submit'} />
        </Button>
      </div>
    </form>
  );
}
