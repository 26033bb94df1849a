import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Customer } from '@my-account/contract/customer';
import {
  BusinessDetailsSchema,
  CUSTOMER_DETAILS_ERRORS,
  type BusinessDetails,
  type BusinessDetailsInput,
} from '@my-account/contract/customer-updates';
import { FormFooter } from '@/components/form/form-footer';
import { TextField } from '@/components/form/text-field';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useRuleMessage } from '@/lib/use-rule-message';
import { useUpdateCustomer } from '@/features/customer/api/update-customer';
import formStyles from '@/components/form/form-layout.module.css';
import styles from '@/features/customer/components/settings-pages.module.css';

const FIELDS = ['companyName', 'vatNumber', 'companyRegistration'] as const;

function savedValues(customer: Customer): BusinessDetailsInput {
  return {
    companyName: customer.business?.companyName ?? '',
    vatNumber: customer.business?.vatNumber ?? '',
    companyRegistration: customer.business?.companyRegistration ?? '',
  };
}

/**
 * The business settings' company details: name, VAT number (checked by its country's rules) and
 * registration number. Saving them completes a new business account, which then waits for
 * customer care's validation; a blocked account sees them read-only.
 */
export function BusinessDetailsSection({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const titleId = useId();
  const errorText = useRuleMessage(CUSTOMER_DETAILS_ERRORS, 'customer.errors');
  const update = useUpdateCustomer();
  const readOnly = customer.status === 'Blocked';
  const [failed, setFailed] = useState(false);
  const form = useForm<BusinessDetailsInput, unknown, BusinessDetails>({
    resolver: zodResolver(BusinessDetailsSchema),
    defaultValues: savedValues(customer),
  });
  const { errors } = form.formState;
  const text = (id: string) => intl.formatMessage({ id: `customer.business.${id}` });

  const submit = form.handleSubmit((business) => {
    setFailed(false);
    update.mutate(
      { business },
      {
        onSuccess: (saved) => {
          form.reset(savedValues(saved));
        },
        onError: (error) => {
          setFailed(!showServerFieldErrors(form.setError, error, 'body.business.', FIELDS));
        },
      },
    );
  });

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {text('title')}
      </h2>
      <p className={styles.panelText}>
        <FormattedMessage id={`customer.business.status.${customer.status ?? 'Default'}`} />
      </p>
      <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={formStyles.fieldset} disabled={readOnly}>
          <legend className="visually-hidden">{text('title')}</legend>
          <TextField
            label={text('companyName')}
            autoComplete="organization"
            error={errorText(errors.companyName?.message)}
            {...form.register('companyName')}
          />
          <div className={formStyles.pair}>
            <TextField
              label={text('vatNumber')}
              hint={text('vatHint')}
              autoCapitalize="characters"
              spellCheck={false}
              error={errorText(errors.vatNumber?.message)}
              {...form.register('vatNumber')}
            />
            <TextField
              label={text('companyRegistration')}
              hint={text('registrationHint')}
              spellCheck={false}
              error={errorText(errors.companyRegistration?.message)}
              {...form.register('companyRegistration')}
            />
          </div>
        </fieldset>
        {readOnly ? null : (
          <FormFooter
            error={failed ? <FormattedMessage id="customer.business.saveError" /> : undefined}
            saving={update.isPending}
            saveLabel={text('save')}
            savingLabel={text('saving')}
          />
        )}
      </form>
    </section>
  );
}
