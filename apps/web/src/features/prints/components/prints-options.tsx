import { useIntl } from 'react-intl';
import type { PrintsOption, PrintsPriceList } from '@my-account/contract/prints';
import { SelectField } from '@/components/form/select-field';
import { useMoney } from '@/lib/use-money';
import styles from '@/features/prints/components/prints-step.module.css';

export interface PrintsChoice {
  printSize: string;
  finish: string;
  border: string;
}

interface OptionRadiosProps {
  legend: string;
  name: string;
  options: readonly PrintsOption[];
  value: string;
  onChange: (id: string) => void;
}

function OptionRadios({ legend, name, options, value, onChange }: OptionRadiosProps) {
  return (
    <fieldset className={styles.choiceGroup}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.id} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={option.id === value}
              onChange={() => {
                onChange(option.id);
              }}
            />
            <span>{option.title}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface PrintsOptionsProps {
  list: PrintsPriceList;
  choice: PrintsChoice;
  onChange: (choice: PrintsChoice) => void;
}

/** Size (with its price per print), finish and border, from the channel's prints article. */
export function PrintsOptions({ list, choice, onChange }: PrintsOptionsProps) {
  const intl = useIntl();
  const money = useMoney();
  const text = (id: string) => intl.formatMessage({ id: `prints.step.${id}` });
  return (
    <section className={styles.panel} aria-labelledby="prints-step-options">
      <h2 id="prints-step-options" className={styles.sectionTitle}>
        {text('optionsHeading')}
      </h2>
      <div className={styles.options}>
        <div className={styles.sizeField}>
          <SelectField
            label={text('size')}
            value={choice.printSize}
            onChange={(event) => {
              onChange({ ...choice, printSize: event.target.value });
            }}
          >
            {list.sizes.map((size) => (
              <option key={size.id} value={size.id}>
                {intl.formatMessage(
                  { id: 'prints.step.sizePrice' },
                  { size: size.title, price: money(size.price, list.currency) },
                )}
              </option>
            ))}
          </SelectField>
        </div>
        <OptionRadios
          legend={text('finish')}
          name="prints-finish"
          options={list.finishes}
          value={choice.finish}
          onChange={(finish) => {
            onChange({ ...choice, finish });
          }}
        />
        <OptionRadios
          legend={text('border')}
          name="prints-border"
          options={list.borders}
          value={choice.border}
          onChange={(border) => {
            onChange({ ...choice, border });
          }}
        />
      </div>
    </section>
  );
}
