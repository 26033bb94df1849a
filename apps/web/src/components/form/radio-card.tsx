import type { ReactNode } from 'react';
import styles from '@/components/form/radio-card.module.css';

interface RadioCardGroupProps {
  /** Read by screen readers; the section's heading says it for the eye. */
  legend: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** A radio group of cards (addresses to deliver to): one fieldset, its legend for screen readers. */
export function RadioCardGroup({ legend, disabled, className, children }: RadioCardGroupProps) {
  return (
    <fieldset className={`${styles.group} ${className ?? ''}`} disabled={disabled}>
      <legend className="visually-hidden">{legend}</legend>
      {children}
    </fieldset>
  );
}

interface RadioCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}

/** One choice of a RadioCardGroup: the whole card is the radio's label. */
export function RadioCard({ name, value, checked, onChoose, children }: RadioCardProps) {
  return (
    <label className={styles.card}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} />
      <span className={styles.content}>{children}</span>
    </label>
  );
}
