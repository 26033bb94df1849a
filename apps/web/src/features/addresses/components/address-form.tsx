import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  AddressInputSchema,
  type AddressInput,
  type ValidAddress,
} from '@my-account/contract/addresses';
import { ADDRESS_FIELDS, AddressFields } from '@/components/form/address-fields';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormFooter } from '@/components/form/form-footer';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import formStyles from '@/components/form/form-layout.module.css';

export interface AddressFormProps {
  initial: AddressInput;
  /** Business customers see the company first. */
  variant: 'private' | 'b2b';
  /** Defaults this address holds already (they move only by choosing another address), and why. */
  heldDefaults: { delivery: boolean; billing: boolean; hint: 'heldDefault' | 'firstIsDefault' };
  saving: boolean;
  /** A blocked business account sees the address but cannot change it. */
  readOnly: boolean;
  /** Shown above the buttons: why the last save failed. */
  failure?: ReactNode;
  cancelTo: string;
  onEdit: () => void;
  /** Saves; resolves to the error when the save failed (its refused fields are shown). */
  onSave: (address: ValidAddress) => Promise<unknown>;
}

/** An address of the address book: its fields and the defaults it holds. */
export function AddressForm(props: AddressFormProps) {
  const { initial, variant, heldDefaults, saving, readOnly, failure, cancelTo, onEdit } = props;
  const intl = useIntl();
  const form = useForm<AddressInput, unknown, ValidAddress>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: initial,
  });
  const text = (id: string) => intl.formatMessage({ id: `addresses.form.${id}` });

  // Every change the customer makes is an edit of the change flow.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: () => {
          onEdit();
        },
      }),
    [form, onEdit],
  );

  const submit = form.handleSubmit(async (address) => {
    const error = await props.onSave(address);
    if (error !== undefined) {
      showServerFieldErrors(form.setError, error, 'body.', ADDRESS_FIELDS);
    }
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className={formStyles.fieldset} disabled={readOnly}>
        <legend className="visually-hidden">{text('legend')}</legend>
        <AddressFields form={form} variant={variant} />
        <div className={formStyles.fieldset}>
          {(['delivery', 'billing'] as const).map((kind) => {
            const label = text(kind === 'delivery' ? 'isDefaultDelivery' : 'isDefaultBilling');
            // A default this address holds is shown ticked; it moves by choosing another address.
            return heldDefaults[kind] ? (
              <CheckboxField
                key={kind}
                label={label}
                hint={text(heldDefaults.hint)}
                checked
                disabled
                readOnly
              />
            ) : (
              <CheckboxField
                key={kind}
                label={label}
                {...form.register(kind === 'delivery' ? 'isDefaultDelivery' : 'isDefaultBilling')}
              />
            );
          })}
        </div>
      </fieldset>

      {readOnly ? null : (
        <FormFooter
          error={failure}
          saving={saving}
          saveLabel={text('save')}
          savingLabel={text('saving')}
          cancel={{ to: cancelTo, label: text('cancel') }}
        />
      )}
    </form>
  );
}
