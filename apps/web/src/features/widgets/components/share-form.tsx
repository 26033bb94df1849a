import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { SHARE_MESSAGE_MAX, SHARE_NAME_MAX } from '@my-account/contract/widgets';
import { Banner } from '@/components/banner/banner';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/form/text-field';
import type { ShareInput } from '@/features/widgets/api/share-widget';
import {
  shareErrorMap,
  shareFailure,
  shareFormSchema,
  type ShareFailure,
  type ShareFormInput,
  type ShareFormValues,
} from '@/features/widgets/lib/share-form';
import { TextareaField } from '@/features/widgets/components/textarea-field';
import styles from '@/features/widgets/components/widgets.module.css';

interface ShareFormProps {
  vendorId: ShareInput['vendorId'];
  /** The customer's own name, offered as the sender's. */
  defaultName: string;
  /** Sends the share; rejects with the server's refusal. */
  onShare: (input: ShareInput) => Promise<unknown>;
}

/** Share by e-mail: the sender's name, the recipient's address and a personal message. */
export function ShareForm({ vendorId, defaultName, onShare }: ShareFormProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `widgets.share.${id}` }, values);
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<ShareFailure>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ShareFormInput, unknown, ShareFormValues>({
    resolver: zodResolver(shareFormSchema, shareErrorMap),
    defaultValues: { senderName: defaultName, recipientEmail: '', personalMessage: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    setSentTo(undefined);
    try {
      await onShare({ vendorId, ...values });
      setSentTo(values.recipientEmail);
      // Ready for the next address; the sender stays who they are.
      reset({ senderName: values.senderName, recipientEmail: '', personalMessage: '' });
    } catch (error) {
      setFailure(shareFailure(error));
    }
  });

  const errorText = (field: keyof ShareFormInput, max?: number) => {
    const kind = errors[field]?.message;
    return kind ? text(`errors.${field}.${kind}`, max ? { max } : undefined) : undefined;
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={text('senderName')}
        error={errorText('senderName', SHARE_NAME_MAX)}
        autoComplete="name"
        maxLength={SHARE_NAME_MAX}
        {...register('senderName')}
      />
      <TextField
        label={text('recipientEmail')}
        error={errorText('recipientEmail')}
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        maxLength={254}
        {...register('recipientEmail')}
      />
      <TextareaField
        label={text('message')}
        labelNote={text('optional')}
        error={errorText('personalMessage', SHARE_MESSAGE_MAX)}
        maxLength={SHARE_MESSAGE_MAX}
        rows={4}
        {...register('personalMessage')}
      />
      {failure ? (
        <Banner tone="danger" role="alert">
          {text(`errors.${failure}`)}
        </Banner>
      ) : null}
      {sentTo ? (
        <Banner tone="info" role="status">
          {text('sent', { email: sentTo })}
        </Banner>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {text(isSubmitting ? 'sending' : 'submit')}
        </Button>
      </div>
    </form>
  );
}
