import { useId, type ReactNode } from 'react';
import styles from '@/components/switch/switch.module.css';

interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Under the label, read with the switch (aria-describedby). */
  description?: ReactNode;
  /** While a change is on its way: the switch holds still and says it is busy. */
  busy?: boolean;
  disabled?: boolean;
}

/**
 * An on/off setting that takes effect at once: a native checkbox with the switch role (so Space
 * toggles it and screen readers say "on"/"off"), drawn as a track and a thumb. The label is one
 * large click target.
 */
export function Switch({ label, checked, onChange, description, busy, disabled }: SwitchProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={styles.field}>
      <label className={styles.row} htmlFor={id}>
        <span className={styles.label}>{label}</span>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={checked}
          disabled={disabled}
          aria-busy={busy || undefined}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => {
            // A busy switch keeps its state until the change it started has landed.
            if (!busy) {
              onChange(event.target.checked);
            }
          }}
        />
      </label>
      {description ? (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      ) : null}
    </div>
  );
}
