import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, useFieldIds, type FieldTextProps } from '@/components/form/field-parts';
import styles from '@/components/form/form-field.module.css';

type TextFieldProps = FieldTextProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { ref?: Ref<HTMLInputElement> };

/** A labelled text input with its hint and error (works with react-hook-form's `register`). */
export function TextField({ label, labelNote, hint, error, id, ...input }: TextFieldProps) {
  const ids = useFieldIds({ label, hint, error }, id);
  return (
    <FieldFrame {...ids} label={label} labelNote={labelNote} hint={hint} error={error}>
      <input id={ids.controlId} className={styles.control} {...ids.aria} {...input} />
    </FieldFrame>
  );
}
