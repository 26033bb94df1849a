import { useCallback, useReducer, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { AddressInput, ValidAddress } from '@my-account/contract/addresses';
import type { CustomerAddress } from '@my-account/contract/customer';
import type { MarketCountry } from '@my-account/contract/markets';
import { Banner } from '@/components/banner/banner';
import { PageHeader } from '@/components/page-header/page-header';
import { isHttpError } from '@/lib/http-error';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateAddress } from '@/features/addresses/api/create-address';
import { useUpdateAddress } from '@/features/addresses/api/update-address';
import { isSaving, nextAddressChangeState } from '@/lib/address-change-flow';
import { AddressForm } from '@/features/addresses/components/address-form';
import styles from '@/features/addresses/components/addresses.module.css';

export interface AddressPageContext {
  variant: 'private' | 'b2b';
  /** A blocked business account reads but does not change. */
  readOnly: boolean;
  /** The address book page, where Back, Cancel and a save go. */
  listPath: string;
}

interface AddressFormPageProps extends AddressPageContext {
  /** The address to change; none to add one. */
  address?: CustomerAddress;
  /** A new address starts with the customer's name and the brand's country. */
  newAddress: Pick<AddressInput, 'firstName' | 'lastName' | 'countryCode'>;
  /** The first address of the book becomes both defaults. */
  isFirst?: boolean;
}

function initialValues(
  address: CustomerAddress | undefined,
  fresh: AddressFormPageProps['newAddress'],
): AddressInput {
  return {
    firstName: address?.firstName ?? fresh.firstName,
    lastName: address?.lastName ?? fresh.lastName,
    companyName: address?.companyName ?? '',
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    addition: address?.addition ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    countryCode: address?.countryCode ?? (fresh.countryCode satisfies MarketCountry),
    phoneNumber: address?.phoneNumber ?? '',
    isDefaultDelivery: false,
    isDefaultBilling: false,
  };
}

/**
 * Adds or changes an address through the spec's change flow (NotStarted, Editing,
 * RequestInProgress, RequestSent, SuccessfulUpdate, RequestFailed); a successful save returns to
 * the address book, where the confirmation toast follows.
 */
export function AddressFormPage({
  address,
  newAddress,
  variant,
  readOnly,
  listPath,
  isFirst = false,
}: AddressFormPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(nextAddressChangeState, 'NotStarted');
  const [failure, setFailure] = useState<'saveError' | 'limit' | 'fields'>('saveError');
  const accepted = useCallback(() => {
    dispatch('accepted');
  }, []);
  const onEdit = useCallback(() => {
    dispatch('edit');
  }, []);
  const create = useCreateAddress(accepted);
  const update = useUpdateAddress(accepted);
  const titleId = address ? 'addresses.editTitle' : 'addresses.addTitle';
  useDocumentTitle(intl.formatMessage({ id: titleId }));

  const save = async (values: ValidAddress): Promise<unknown> => {
    dispatch('submit');
    try {
      if (address) {
        await update.mutateAsync({ id: address.id, address: values });
      } else {
        await create.mutateAsync(values);
      }
      dispatch('refreshed');
      await navigate(listPath);
      return undefined;
    } catch (error) {
      dispatch('failed');
      // Refused fields speak for themselves beside the fields.
      const refusedFields = Object.keys(serverFieldErrors(error, 'body.')).length > 0;
      setFailure(refusedFields ? 'fields' : isHttpError(error, 409) ? 'limit' : 'saveError');
      return error;
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader
        back={{ to: listPath, label: <FormattedMessage id="addresses.back" /> }}
        title={<FormattedMessage id={titleId} />}
      />
      {readOnly ? (
        <Banner tone="danger">
          <FormattedMessage id="addresses.readOnly" />
        </Banner>
      ) : null}
      <section className={styles.panel}>
        <AddressForm
          initial={initialValues(address, newAddress)}
          variant={variant}
          heldDefaults={{
            delivery: isFirst || (address?.isDefaultDelivery ?? false),
            billing: isFirst || (address?.isDefaultBilling ?? false),
            hint: isFirst ? 'firstIsDefault' : 'heldDefault',
          }}
          saving={isSaving(state)}
          readOnly={readOnly}
          failure={
            state === 'RequestFailed' && failure !== 'fields' ? (
              <FormattedMessage id={`addresses.${failure}`} />
            ) : undefined
          }
          cancelTo={listPath}
          onEdit={onEdit}
          onSave={save}
        />
      </section>
    </div>
  );
}
