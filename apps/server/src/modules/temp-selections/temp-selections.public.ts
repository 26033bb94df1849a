/** What the app may use of temp-selections (decision 0130): its part in account deletion. */
export { deleteOwnerSelections } from './temp-selections.repository.ts';
