import clsx from 'clsx';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldTextProps } from '@/components/form/field-parts';
import fieldStyles from '@/components/form/form-field.module.css';
import styles from '@/features/widgets/components/widgets.module.css';

type TextareaFieldProps = FieldTextProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled multi-line text (the share's personal message), like the shared text field. */
export function TextareaField({ label, labelNote, hint, error, id, ...input }: TextareaFieldProps) {
  const ids = useFieldIds({ label, hint, error }, id);
  return (
    <FieldFrame {...ids} label={label} labelNote={labelNote} hint={hint} error={error}>
      <textarea
        id={ids.controlId}
        className={clsx(fieldStyles.control, styles.textarea)}
        {...ids.aria}
        {...input}
      />
    </FieldFrame>
  );
}
