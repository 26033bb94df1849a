import { useCustomer } from '@/features/customer/api/get-customer';
import { SavedProjectsPage } from '@/features/projects/components/saved-projects-page';

/** `/saved-projects`: the list is asked by the customer record's id (the spec's accountId). */
export function SavedProjectsRoute() {
  const customer = useCustomer();
  return (
    <SavedProjectsPage
      accountId={customer.data?.id}
      accountFailed={customer.isError}
      onRetryAccount={() => {
        void customer.refetch();
      }}
    />
  );
}
