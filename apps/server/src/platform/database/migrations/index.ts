import type { Migration } from 'kysely/migration';
import { platformMigration } from './0001-platform.ts';
import { photoResumableUploadsMigration } from '../../../modules/photo-management/resumable-uploads.migration.ts';
import { photoUploadOrderMigration } from '../../../modules/photo-management/photo-upload-order.migration.ts';
import { photoTimelineCoveringMigration } from '../../../modules/photo-management/photo-timeline-covering.migration.ts';
import { identityMigration } from '../../../modules/identity/identity.migration.ts';
import { customerMigration } from '../../../modules/customer/customer.migration.ts';
import { customerAddressesMigration } from '../../../modules/customer/customer-addresses.migration.ts';
import {
  photoBlobRemovalsMigration,
  photoManagementMigration,
} from '../../../modules/photo-management/photo-management.migration.ts';
import { photoDeletionMigration } from '../../../modules/photo-deletion/photo-deletion.migration.ts';
import { activationMigration } from '../../../modules/activation/activation.migration.ts';
import { uploadsMigration } from '../../../modules/uploads/uploads.migration.ts';
import { downloadsMigration } from '../../../modules/downloads/downloads.migration.ts';
import { exportsMigration } from '../../../modules/exports/exports.migration.ts';
import { albumsMigration } from '../../../modules/albums/albums.migration.ts';
import { sharedAlbumsMigration } from '../../../modules/shared-albums/shared-albums.migration.ts';
import { tempSelectionsMigration } from '../../../modules/temp-selections/temp-selections.migration.ts';
import { paymentMethodsMigration } from '../../../modules/payment-methods/payment-methods.migration.ts';
import { customerDataDeletionsMigration } from './0035-customer-data-deletions.ts';
import { jobsCorrelationIdMigration } from './0060-jobs-correlation-id.ts';
import { accountDeletionTokensMigration } from '../../../modules/identity/account-deletion.migration.ts';
import { identityChangesMigration } from '../../../modules/identity/identity-changes.migration.ts';
import { ordersMigration } from '../../../modules/orders/orders.migration.ts';
import { vouchersMigration } from '../../../modules/vouchers/vouchers.migration.ts';
import { invoicesMigration } from '../../../modules/invoices/invoices.migration.ts';
import { pdfMigration } from '../../../modules/pdf/pdf.migration.ts';
import { widgetsMigration } from '../../../modules/widgets/widgets.migration.ts';
import { widgetGalleryMigration } from '../../../modules/widget-gallery/widget-gallery.migration.ts';
import { projectsMigration } from '../../../modules/projects/projects.migration.ts';
import { emailGatewayMigration } from '../../../modules/email-gateway/email-gateway.migration.ts';

/**
 * Every migration, in order. Names sort by their numeric prefix; a migration is never edited
 * once it has landed: add a new one instead. Each must run on SQLite and on PostgreSQL.
 */
export const migrations: Record<string, Migration> = {
  '0001-platform': platformMigration,
  '0002-identity': identityMigration,
  '0003-customer': customerMigration,
  '0004-photo-management': photoManagementMigration,
  '0005-photo-deletion': photoDeletionMigration,
  '0006-downloads': downloadsMigration,
  '0007-exports': exportsMigration,
  '0008-activation': activationMigration,
  '0009-uploads': uploadsMigration,
  '0010-albums': albumsMigration,
  '0011-shared-albums': sharedAlbumsMigration,
  '0012-temp-selections': tempSelectionsMigration,
  '0013-photo-blob-removals': photoBlobRemovalsMigration,
  '0020-customer-addresses': customerAddressesMigration,
  '0025-payment-methods': paymentMethodsMigration,
  '0030-identity-changes': identityChangesMigration,
  '0035-customer-data-deletions': customerDataDeletionsMigration,
  '0036-account-deletion-tokens': accountDeletionTokensMigration,
  '0040-email-gateway': emailGatewayMigration,
  '0045-orders': ordersMigration,
  '0047-vouchers': vouchersMigration,
  '0048-invoices': invoicesMigration,
  '0050-pdf': pdfMigration,
  '0055-projects': projectsMigration,
  '0056-widgets': widgetsMigration,
  '0057-widget-gallery': widgetGalleryMigration,
  '0058-photo-resumable-uploads': photoResumableUploadsMigration,
  '0059-photo-upload-order': photoUploadOrderMigration,
  '0060-jobs-correlation-id': jobsCorrelationIdMigration,
  '0061-photo-timeline-covering': photoTimelineCoveringMigration,
};
