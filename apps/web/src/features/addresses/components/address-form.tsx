import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  ADDRESS_ERRORS,
  AddressInputSchema,
  type AddressInput,
  type ValidAddress,
} from '@my-account/contract/addresses';
import { acceptsHouseName } from '@my-account/contract/street-address';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormFooter } from '@/components/form/form-footer';
import { NameFields } from '@/components/form/name-fields';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useMarketCountryOptions } from '@/lib/market-countries';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useRuleMessage } from '@/lib/use-rule-message';
import formStyles from '@/components/form/form-layout.module.css';

const FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'street',
  'houseNumber',
  'addition',
  'postalCode',
  'city',
  'countryCode',
  'phoneNumber',
] as const;

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

/**
 * An address of the address book, checked as typed by the rules of its country (the contract's,
 * which the server applies too): street name and number, postal code, phone number.
 */
export function AddressForm(props: AddressFormProps) {
  const { initial, variant, heldDefaults, saving, readOnly, failure, cancelTo, onEdit } = props;
  const intl = useIntl();
  const countries = useMarketCountryOptions();
  const errorText = useRuleMessage(ADDRESS_ERRORS, 'addresses.errors');
  const form = useForm<AddressInput, unknown, ValidAddress>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'countryCode' });
  const text = (id: string) => intl.formatMessage({ id: `addresses.form.${id}` });
  const optional = text('optional');

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
      showServerFieldErrors(form.setError, error, 'body.', FIELDS);
    }
  });

  const company = (
    <TextField
      label={text('companyName')}
      labelNote={optional}
      autoComplete="organization"
      error={errorText(errors.companyName?.message)}
      {...form.register('companyName')}
    />
  );

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className={formStyles.fieldset} disabled={readOnly}>
        <legend className="visually-hidden">{text('legend')}</legend>
        <div className={formStyles.narrow}>
          <SelectField
            label={text('country')}
            autoComplete="country"
            error={errorText(errors.countryCode?.message)}
            {...form.register('countryCode')}
          >
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </SelectField>
        </div>
        {variant === 'b2b' ? company : null}
        <NameFields
          firstName={{
            label: text('firstName'),
            error: errorText(errors.firstName?.message),
            ...form.register('firstName'),
          }}
          lastName={{
            label: text('lastName'),
            error: errorText(errors.lastName?.message),
            ...form.register('lastName'),
          }}
        />
        {variant === 'private' ? company : null}
        <div className={formStyles.wideNarrow}>
          <TextField
            label={text('street')}
            autoComplete="address-line1"
            error={errorText(errors.street?.message)}
            {...form.register('street')}
          />
          <TextField
            label={text(acceptsHouseName(country) ? 'houseNumberOrName' : 'houseNumber')}
            error={errorText(errors.houseNumber?.message)}
            {...form.register('houseNumber')}
          />
        </div>
        <TextField
          label={text('addition')}
          labelNote={optional}
          autoComplete="address-line2"
          error={errorText(errors.addition?.message)}
          {...form.register('addition')}
        />
        <div className={formStyles.narrowWide}>
          <TextField
            label={text('postalCode')}
            autoComplete="postal-code"
            autoCapitalize="characters"
            error={errorText(errors.postalCode?.message)}
            {...form.register('postalCode')}
          />
          <TextField
            label={text('city')}
            autoComplete="address-level2"
            error={errorText(errors.city?.message)}
            {...form.register('city')}
          />
        </div>
        <TextField
          label={text('phoneNumber')}
          labelNote={optional}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={text('phoneHint')}
          error={errorText(errors.phoneNumber?.message)}
          {...form.register('phoneNumber')}
        />
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
