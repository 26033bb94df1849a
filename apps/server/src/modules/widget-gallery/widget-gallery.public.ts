/** What other modules may use of widget-gallery (decision 0130): its part in account deletion. */
export { deleteCustomerGalleryEntries } from './customer-gallery-deletion.ts';
