import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds, type FieldTextProps } from '@/components/form/field-parts';
import styles from '@/components/form/form-field.module.css';

type SelectFieldProps = FieldTextProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { ref?: Ref<HTMLSelectElement> };

/** A labelled select with its hint and error; the options are its children. */
export function SelectField({ label, labelNote, hint, error, id, ...select }: SelectFieldProps) {
  const ids = useFieldIds({ label, hint, error }, id);
  return (
    <FieldFrame {...ids} label={label} labelNote={labelNote} hint={hint} error={error}>
      <select id={ids.controlId} className={styles.control} {...ids.aria} {...select} />
    </FieldFrame>
  );
}
