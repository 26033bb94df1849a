import type { ComponentProps } from 'react';
import { TextField } from '@/components/form/text-field';
import formStyles from '@/components/form/form-layout.module.css';

type NameFieldProps = Omit<ComponentProps<typeof TextField>, 'autoComplete'>;

/** First and last name side by side (stacked on phones), with the browser's name autofill. */
export function NameFields({
  firstName,
  lastName,
}: {
  firstName: NameFieldProps;
  lastName: NameFieldProps;
}) {
  return (
    <div className={formStyles.pair}>
      <TextField autoComplete="given-name" {...firstName} />
      <TextField autoComplete="family-name" {...lastName} />
    </div>
  );
}
