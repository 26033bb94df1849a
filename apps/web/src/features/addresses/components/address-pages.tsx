import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MAX_ADDRESSES, type AddressInput } from '@my-account/contract/addresses';
import { PageHeader } from '@/components/page-header/page-header';
import { EmptyState, LoadErrorState, LoadingState } from '@/components/state-card/state-card';
import { ButtonLink } from '@/components/button/button-link';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import {
  AddressFormPage,
  type AddressPageContext,
} from '@/features/addresses/components/address-form-page';
import styles from '@/features/addresses/components/addresses.module.css';

type NewAddress = Pick<AddressInput, 'firstName' | 'lastName' | 'countryCode'>;

/** The address book's loading and failure states, with the page's header. */
function AddressBookState({
  titleId,
  listPath,
  children,
}: {
  titleId: string;
  listPath: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <PageHeader
        back={{ to: listPath, label: <FormattedMessage id="addresses.back" /> }}
        title={<FormattedMessage id={titleId} />}
      />
      {children}
    </div>
  );
}

function useAddressBookStates(titleId: string, listPath: string) {
  const intl = useIntl();
  const addresses = useAddresses();
  if (addresses.isPending) {
    return {
      state: (
        <AddressBookState titleId={titleId} listPath={listPath}>
          <LoadingState text={intl.formatMessage({ id: 'settings.loading' })} />
        </AddressBookState>
      ),
    };
  }
  if (addresses.isError) {
    return {
      state: (
        <AddressBookState titleId={titleId} listPath={listPath}>
          <LoadErrorState
            text={intl.formatMessage({ id: 'settings.loadError' })}
            retryLabel={intl.formatMessage({ id: 'settings.retry' })}
            onRetry={() => void addresses.refetch()}
          />
        </AddressBookState>
      ),
    };
  }
  return { addresses: addresses.data };
}

/** `/settings/new-address` (and the B2B one): a new address, unless the book is full. */
export function NewAddressPage(props: AddressPageContext & { newAddress: NewAddress }) {
  const intl = useIntl();
  const { state, addresses } = useAddressBookStates('addresses.addTitle', props.listPath);
  if (!addresses) {
    return state;
  }
  if (addresses.length >= MAX_ADDRESSES) {
    return (
      <AddressBookState titleId="addresses.addTitle" listPath={props.listPath}>
        <EmptyState
          icon="home"
          iconSize={40}
          title={intl.formatMessage({ id: 'addresses.full.title' })}
          text={intl.formatMessage({ id: 'addresses.limit' })}
          action={
            <ButtonLink to={props.listPath} variant="secondary">
              <FormattedMessage id="addresses.back" />
            </ButtonLink>
          }
        />
      </AddressBookState>
    );
  }
  return <AddressFormPage {...props} isFirst={addresses.length === 0} />;
}

/**
 * `/settings/address/{id}` (and the B2B one): one of the customer's addresses. An id that is not
 * in their book (missing, or another customer's) shows "not found".
 */
export function EditAddressPage(
  props: AddressPageContext & { id: string; newAddress: NewAddress },
) {
  const intl = useIntl();
  const { state, addresses } = useAddressBookStates('addresses.editTitle', props.listPath);
  if (!addresses) {
    return state;
  }
  const address = addresses.find((candidate) => candidate.id === props.id);
  if (!address) {
    return (
      <AddressBookState titleId="addresses.editTitle" listPath={props.listPath}>
        <EmptyState
          icon="home"
          iconSize={40}
          title={intl.formatMessage({ id: 'addresses.notFound.title' })}
          text={intl.formatMessage({ id: 'addresses.notFound.text' })}
          action={
            <ButtonLink to={props.listPath} variant="secondary">
              <FormattedMessage id="addresses.back" />
            </ButtonLink>
          }
        />
      </AddressBookState>
    );
  }
  return <AddressFormPage {...props} address={address} />;
}
