import { useId, type ReactNode } from 'react';
import { Icon } from '@/components/icon/icon';
import styles from '@/components/form/form-field.module.css';

export interface FieldTextProps {
  label: ReactNode;
  /** Said after the label, e.g. "(optional)". */
  labelNote?: ReactNode;
  hint?: ReactNode;
  /** The field's error message; the control is then marked invalid and described by it. */
  error?: string | undefined;
}

/** Ids of a field's control, hint and error, and the control's aria attributes. */
export function useFieldIds(props: FieldTextProps, id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [props.error ? errorId : undefined, props.hint ? hintId : undefined]
    .filter(Boolean)
    .join(' ');
  return {
    controlId,
    hintId,
    errorId,
    aria: {
      'aria-invalid': props.error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

/** The label, hint and error around one form control. */
export function FieldFrame({
  controlId,
  hintId,
  errorId,
  label,
  labelNote,
  hint,
  error,
  children,
}: FieldTextProps & { controlId: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {labelNote ? <span className={styles.optional}> {labelNote}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="warning" size={18} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
