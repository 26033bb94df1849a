import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  ADDRESS_ERRORS,
  type AddressInput,
  type ValidAddress,
} from '@my-account/contract/addresses';
import { acceptsHouseName } from '@my-account/contract/street-address';
import { NameFields } from '@/components/form/name-fields';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useMarketCountryOptions } from '@/lib/market-countries';
import { useRuleMessage } from '@/lib/use-rule-message';
import formStyles from '@/components/form/form-layout.module.css';

/** The address inputs the contract checks; the address book and an order's delivery share them. */
export const ADDRESS_FIELDS = [
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

interface AddressFieldsProps {
  form: UseFormReturn<AddressInput, unknown, ValidAddress>;
  /** Business customers see the company first. */
  variant: 'private' | 'b2b';
}

/**
 * An address's fields, checked as typed by the rules of its country (the contract's, which the
 * server applies too): street name and number, postal code, phone number.
 */
export function AddressFields({ form, variant }: AddressFieldsProps) {
  const intl = useIntl();
  const countries = useMarketCountryOptions();
  const errorText = useRuleMessage(ADDRESS_ERRORS, 'addresses.errors');
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'countryCode' });
  const text = (id: string) => intl.formatMessage({ id: `addresses.form.${id}` });
  const optional = text('optional');

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
    <>
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
    </>
  );
}
