import { Navigate, useParams } from 'react-router';
import { isMarketCountry } from '@my-account/contract/markets';
import { paths } from '@/config/paths';
import { useVendor } from '@/lib/runtime-context';
import { AddressBookPage } from '@/features/addresses/components/address-book-page';
import { EditAddressPage, NewAddressPage } from '@/features/addresses/components/address-pages';
import { PersonalDetailsPage } from '@/features/customer/components/personal-details-page';
import { WithSettingsCustomer, type SettingsContext } from '@/app/settings/settings-customer';
import { SettingsOverview } from '@/app/settings/settings-overview';

/** `/settings` for private customers; business customers have theirs at `/settings/b2b`. */
export function SettingsRoute() {
  return (
    <WithSettingsCustomer>
      {(context) =>
        context.isB2b ? (
          <Navigate to={paths.settingsB2b} replace />
        ) : (
          <SettingsOverview context={context} />
        )
      }
    </WithSettingsCustomer>
  );
}

/** `/settings/b2b`: business settings (company details first). */
export function SettingsB2bRoute() {
  return (
    <WithSettingsCustomer>
      {(context) =>
        context.isB2b ? (
          <SettingsOverview context={context} />
        ) : (
          <Navigate to={paths.settings} replace />
        )
      }
    </WithSettingsCustomer>
  );
}

/** `/settings/personal-details`. */
export function PersonalDetailsRoute() {
  return (
    <WithSettingsCustomer>
      {({ customer, settingsPath }) => (
        <PersonalDetailsPage customer={customer} settingsPath={settingsPath} />
      )}
    </WithSettingsCustomer>
  );
}

/** `/settings/addresses/all`: the address book of private and business customers alike. */
export function AllAddressesRoute() {
  return (
    <WithSettingsCustomer>
      {(context) => (
        <AddressBookPage
          readOnly={context.readOnly}
          settingsPath={context.settingsPath}
          addPath={context.addAddressPath}
          editHref={context.changeAddressHref}
        />
      )}
    </WithSettingsCustomer>
  );
}

function useNewAddressDefaults(context: SettingsContext) {
  const vendor = useVendor();
  return {
    firstName: context.customer.firstName,
    lastName: context.customer.lastName,
    countryCode: isMarketCountry(vendor.country) ? vendor.country : ('GB' as const),
  };
}

function AddressPage({ context, b2bRoute }: { context: SettingsContext; b2bRoute: boolean }) {
  const { id } = useParams();
  const newAddress = useNewAddressDefaults(context);
  // Each kind of customer has its own routes; the other kind's route leads to theirs.
  if (context.isB2b !== b2bRoute) {
    return <Navigate to={id ? context.changeAddressHref(id) : context.addAddressPath} replace />;
  }
  const pageContext = {
    variant: context.isB2b ? ('b2b' as const) : ('private' as const),
    readOnly: context.readOnly,
    listPath: paths.allAddresses,
    newAddress,
  };
  return id ? <EditAddressPage {...pageContext} id={id} /> : <NewAddressPage {...pageContext} />;
}

/** `/settings/new-address` and `/settings/address/{id}`. */
export function AddressRoute() {
  return (
    <WithSettingsCustomer>
      {(context) => <AddressPage context={context} b2bRoute={false} />}
    </WithSettingsCustomer>
  );
}

/** `/settings/b2b/new-address` and `/settings/b2b/address/{id}`. */
export function AddressB2bRoute() {
  return (
    <WithSettingsCustomer>
      {(context) => <AddressPage context={context} b2bRoute />}
    </WithSettingsCustomer>
  );
}
