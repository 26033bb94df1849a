/** What the app may use of activation (decision 0130): its part in account deletion. */
export { deleteActivation } from './activation.repository.ts';
