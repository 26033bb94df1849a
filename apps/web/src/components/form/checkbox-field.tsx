import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from '@/components/form/form-field.module.css';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  label: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label as one large click target, and a hint under the label. */
export function CheckboxField({ label, hint, id, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  return (
    <div className={styles.checkboxField}>
      <label className={styles.checkbox} htmlFor={controlId}>
        <input
          id={controlId}
          type="checkbox"
          aria-describedby={hint ? hintId : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className={styles.checkboxHint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
