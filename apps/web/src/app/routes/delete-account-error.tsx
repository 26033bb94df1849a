import { DeleteAccountErrorPage } from '@/features/account-deletion/components/delete-account-error-page';

/** `/delete-account-error` (in the shell): the confirmation failed; try again or ask for help. */
export function DeleteAccountErrorRoute() {
  return <DeleteAccountErrorPage />;
}
