/**
 * What other modules may use of uploads (decision 0130): an account's past uploads, which
 * activation imports into the photo library, and storing one (demo data); and for the app, its
 * part in account deletion.
 */
export {
  listUploadsOfAccount,
  openAccountUpload,
  storeUpload,
  type AccountUpload,
} from './uploads.service.ts';
export { deleteAccountUploads } from './account-uploads-deletion.ts';
