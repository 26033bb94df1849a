import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CustomerAddress } from '@my-account/contract/customer';
import { Button } from '@/components/button/button';
import { ButtonLink } from '@/components/button/button-link';
import { Banner } from '@/components/banner/banner';
import { Icon } from '@/components/icon/icon';
import { PageHeader } from '@/components/page-header/page-header';
import { EmptyState, LoadErrorState, LoadingState } from '@/components/state-card/state-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { useUpdateAddress } from '@/features/addresses/api/update-address';
import { AddressCard } from '@/features/addresses/components/address-card';
import { DeleteAddressModal } from '@/features/addresses/components/delete-address-modal';
import styles from '@/features/addresses/components/addresses.module.css';

interface AddressBookPageProps {
  readOnly: boolean;
  /** The settings page of the customer's kind (Back). */
  settingsPath: string;
  addPath: string;
  editHref: (id: string) => string;
}

/** `/settings/addresses/all`: every address, defaults first, with edit, delete and make-default. */
export function AddressBookPage({
  readOnly,
  settingsPath,
  addPath,
  editHref,
}: AddressBookPageProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'addresses.pageTitle' }));
  const addresses = useAddresses();
  const makeDefault = useUpdateAddress();
  const [deleting, setDeleting] = useState<CustomerAddress | undefined>(undefined);

  const setDefault = (address: CustomerAddress, kind: 'delivery' | 'billing') => {
    makeDefault.mutate({
      id: address.id,
      address: {
        ...address,
        isDefaultDelivery: kind === 'delivery',
        isDefaultBilling: kind === 'billing',
      },
    });
  };

  const header = (
    <PageHeader
      back={{ to: settingsPath, label: <FormattedMessage id="settings.back" /> }}
      title={<FormattedMessage id="addresses.pageTitle" />}
      lead={<FormattedMessage id="addresses.lead" />}
      actions={
        readOnly || !addresses.data?.length ? null : (
          <ButtonLink to={addPath}>
            <Icon name="plus" size={20} />
            <FormattedMessage id="addresses.add" />
          </ButtonLink>
        )
      }
    />
  );

  if (addresses.isPending) {
    return (
      <div className={styles.page}>
        {header}
        <LoadingState text={intl.formatMessage({ id: 'settings.loading' })} />
      </div>
    );
  }
  if (addresses.isError) {
    return (
      <div className={styles.page}>
        {header}
        <LoadErrorState
          text={intl.formatMessage({ id: 'settings.loadError' })}
          retryLabel={intl.formatMessage({ id: 'settings.retry' })}
          onRetry={() => void addresses.refetch()}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {header}
      {readOnly ? (
        <Banner tone="danger">
          <FormattedMessage id="addresses.readOnly" />
        </Banner>
      ) : null}
      {makeDefault.isError ? (
        <Banner tone="danger" role="alert">
          <FormattedMessage id="addresses.saveError" />
        </Banner>
      ) : null}
      {addresses.data.length === 0 ? (
        <EmptyState
          icon="home"
          iconSize={40}
          title={intl.formatMessage({ id: 'addresses.empty.title' })}
          text={intl.formatMessage({ id: 'addresses.empty.text' })}
          action={
            readOnly ? undefined : (
              <ButtonLink to={addPath}>
                <Icon name="plus" size={20} />
                <FormattedMessage id="addresses.add" />
              </ButtonLink>
            )
          }
        />
      ) : (
        <ul className={styles.list}>
          {addresses.data.map((address) => {
            const summary = `${address.street} ${address.houseNumber}, ${address.city}`;
            return (
              <AddressCard
                key={address.id}
                address={address}
                actions={
                  readOnly ? undefined : (
                    <>
                      <ButtonLink
                        to={editHref(address.id)}
                        variant="secondary"
                        size="small"
                        aria-label={intl.formatMessage(
                          { id: 'addresses.editLabel' },
                          { address: summary },
                        )}
                      >
                        <Icon name="edit" size={18} />
                        <FormattedMessage id="addresses.edit" />
                      </ButtonLink>
                      <Button
                        variant="ghost"
                        size="small"
                        aria-label={intl.formatMessage(
                          { id: 'addresses.deleteLabel' },
                          { address: summary },
                        )}
                        onClick={() => {
                          setDeleting(address);
                        }}
                      >
                        <Icon name="trash" size={18} />
                        <FormattedMessage id="addresses.delete" />
                      </Button>
                      {(['delivery', 'billing'] as const).map((kind) =>
                        (
                          kind === 'delivery' ? address.isDefaultDelivery : address.isDefaultBilling
                        ) ? null : (
                          <Button
                            key={kind}
                            variant="ghost"
                            size="small"
                            disabled={makeDefault.isPending}
                            aria-label={intl.formatMessage(
                              { id: `addresses.makeDefault.${kind}Label` },
                              { address: summary },
                            )}
                            onClick={() => {
                              setDefault(address, kind);
                            }}
                          >
                            <FormattedMessage id={`addresses.makeDefault.${kind}`} />
                          </Button>
                        ),
                      )}
                    </>
                  )
                }
              />
            );
          })}
        </ul>
      )}
      <DeleteAddressModal
        address={deleting}
        onClose={() => {
          setDeleting(undefined);
        }}
      />
    </div>
  );
}
