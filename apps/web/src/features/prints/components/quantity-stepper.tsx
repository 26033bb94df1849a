import { useIntl } from 'react-intl';
import styles from '@/features/prints/components/prints-step.module.css';

interface QuantityStepperProps {
  /** The photo's name, in every label: "Prints of IMG_0042.jpg". */
  name: string;
  /** 0 while the field is being retyped (empty); counted as 1. */
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/** How many prints of one photo: a labelled number field between "-" and "+" buttons. */
export function QuantityStepper({ name, value, max, onChange }: QuantityStepperProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `prints.step.${id}` }, { name });
  const shown = Math.max(1, value);
  return (
    <div className={styles.stepper} role="group" aria-label={text('quantity')}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={text('fewer')}
        disabled={shown <= 1}
        onClick={() => {
          onChange(shown - 1);
        }}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className={styles.stepInput}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        aria-label={text('quantity')}
        value={value === 0 ? '' : String(value)}
        onChange={(event) => {
          const typed = event.target.valueAsNumber;
          onChange(Number.isNaN(typed) ? 0 : Math.min(max, Math.max(0, Math.round(typed))));
        }}
        onBlur={() => {
          onChange(shown);
        }}
      />
      <button
        type="button"
        className={styles.stepButton}
        aria-label={text('more')}
        disabled={shown >= max}
        onClick={() => {
          onChange(shown + 1);
        }}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
