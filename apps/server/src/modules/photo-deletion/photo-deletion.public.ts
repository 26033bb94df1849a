/** What the app may use of photo-deletion (decision 0130): its part in account deletion. */
export { deleteOrderHistory } from './photo-deletion.repository.ts';
