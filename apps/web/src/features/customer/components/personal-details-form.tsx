import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { SALUTATIONS, type Customer } from '@my-account/contract/customer';
import {
  CUSTOMER_DETAILS_ERRORS,
  PersonalDetailsSchema,
  type PersonalDetails,
  type PersonalDetailsInput,
} from '@my-account/contract/customer-updates';
import { isMarketCountry, type MarketCountry } from '@my-account/contract/markets';
import { formatPhoneNumber } from '@my-account/contract/phone-numbers';
import { FormFooter } from '@/components/form/form-footer';
import { NameFields } from '@/components/form/name-fields';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import formStyles from '@/components/form/form-layout.module.css';
import { useMarketCountryOptions } from '@/lib/market-countries';
import { useVendor } from '@/lib/runtime-context';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useRuleMessage } from '@/lib/use-rule-message';
import { useUpdateCustomer } from '@/features/customer/api/update-customer';
import { distinctSalutations } from '@/features/customer/lib/salutation-options';

const FIELDS = ['salutation', 'firstName', 'lastName', 'phoneNumber', 'dateOfBirth'] as const;

function defaultValues(customer: Customer, country: MarketCountry): PersonalDetailsInput {
  return {
    salutation: customer.salutation,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phoneCountry: country,
    phoneNumber: customer.phoneNumber ? formatPhoneNumber(customer.phoneNumber, country) : '',
    dateOfBirth: customer.dateOfBirth ?? '',
  };
}

interface PersonalDetailsFormProps {
  customer: Customer;
  /** Where Cancel and a successful save go: the settings page of the customer's kind. */
  settingsPath: string;
  /** A blocked business account sees its details but cannot change them. */
  readOnly: boolean;
}

/** Title, name, phone number and date of birth, checked by the contract's rules as typed. */
export function PersonalDetailsForm({
  customer,
  settingsPath,
  readOnly,
}: PersonalDetailsFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const vendor = useVendor();
  const countries = useMarketCountryOptions();
  const errorText = useRuleMessage(CUSTOMER_DETAILS_ERRORS, 'customer.errors');
  const update = useUpdateCustomer();
  const [failed, setFailed] = useState(false);
  const homeCountry: MarketCountry = isMarketCountry(vendor.country) ? vendor.country : 'GB';
  const form = useForm<PersonalDetailsInput, unknown, PersonalDetails>({
    resolver: zodResolver(PersonalDetailsSchema),
    defaultValues: defaultValues(customer, homeCountry),
  });
  const { errors } = form.formState;
  const text = (id: string) => intl.formatMessage({ id: `customer.personalDetails.${id}` });
  const optional = text('optional');

  const submit = form.handleSubmit((details) => {
    setFailed(false);
    update.mutate(
      { personalDetails: details },
      {
        onSuccess: () => {
          void navigate(settingsPath);
        },
        onError: (error) => {
          const prefix = 'body.personalDetails.';
          setFailed(!showServerFieldErrors(form.setError, error, prefix, FIELDS));
        },
      },
    );
  });

  const salutationOptions = distinctSalutations(
    SALUTATIONS.map((salutation) => ({
      salutation,
      label: intl.formatMessage({ id: `customer.salutations.${salutation}` }),
    })),
    customer.salutation,
  );

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className={formStyles.fieldset} disabled={readOnly}>
        <legend className="visually-hidden">{text('legend')}</legend>
        <div className={formStyles.narrow}>
          <SelectField
            label={text('salutation')}
            labelNote={optional}
            error={errorText(errors.salutation?.message)}
            {...form.register('salutation', {
              setValueAs: (value: string | null) => (value === '' || value === null ? null : value),
            })}
          >
            <option value="">{intl.formatMessage({ id: 'customer.salutations.none' })}</option>
            {salutationOptions.map(({ salutation, label }) => (
              <option key={salutation} value={salutation}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
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
        <div className={formStyles.narrowWide}>
          <SelectField label={text('phoneCountry')} {...form.register('phoneCountry')}>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {intl.formatMessage(
                  { id: 'customer.personalDetails.phoneCountryOption' },
                  { country: country.name, code: country.callingCode },
                )}
              </option>
            ))}
          </SelectField>
          <TextField
            label={text('phoneNumber')}
            labelNote={optional}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={text('phoneHint')}
            error={errorText(errors.phoneNumber?.message)}
            {...form.register('phoneNumber')}
          />
        </div>
        <div className={formStyles.narrow}>
          <TextField
            label={text('dateOfBirth')}
            labelNote={optional}
            type="date"
            autoComplete="bday"
            error={errorText(errors.dateOfBirth?.message)}
            {...form.register('dateOfBirth')}
          />
        </div>
      </fieldset>

      {readOnly ? null : (
        <FormFooter
          error={failed ? <FormattedMessage id="customer.personalDetails.saveError" /> : undefined}
          saving={update.isPending}
          saveLabel={text('save')}
          savingLabel={text('saving')}
          cancel={{ to: settingsPath, label: text('cancel') }}
        />
      )}
    </form>
  );
}
