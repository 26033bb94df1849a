import type { PlatformTables } from './platform-tables.ts';
import type { CustomerDataTables } from '../customer-data/customer-data.tables.ts';
import type { IdentityTables } from '../../modules/identity/identity.tables.ts';
import type { AccountDeletionTables } from '../../modules/identity/account-deletion.tables.ts';
import type { IdentityChangesTables } from '../../modules/identity/identity-changes.tables.ts';
import type { CustomerTables } from '../../modules/customer/customer.tables.ts';
import type { PhotoManagementTables } from '../../modules/photo-management/photo-management.tables.ts';
import type { PhotoDeletionTables } from '../../modules/photo-deletion/photo-deletion.tables.ts';
import type { DownloadsTables } from '../../modules/downloads/downloads.tables.ts';
import type { ExportsTables } from '../../modules/exports/exports.tables.ts';
import type { AlbumsTables } from '../../modules/albums/albums.tables.ts';
import type { SharedAlbumsTables } from '../../modules/shared-albums/shared-albums.tables.ts';
import type { TempSelectionsTables } from '../../modules/temp-selections/temp-selections.tables.ts';
import type { ActivationTables } from '../../modules/activation/activation.tables.ts';
import type { UploadsTables } from '../../modules/uploads/uploads.tables.ts';
import type { PaymentMethodsTables } from '../../modules/payment-methods/payment-methods.tables.ts';
import type { OrdersTables } from '../../modules/orders/orders.tables.ts';
import type { VouchersTables } from '../../modules/vouchers/vouchers.tables.ts';
import type { InvoicesTables } from '../../modules/invoices/invoices.tables.ts';
import type { PdfTables } from '../../modules/pdf/pdf.tables.ts';
import type { WidgetsTables } from '../../modules/widgets/widgets.tables.ts';
import type { WidgetGalleryTables } from '../../modules/widget-gallery/widget-gallery.tables.ts';
import type { ProjectsTables } from '../../modules/projects/projects.tables.ts';
import type { EmailGatewayTables } from '../../modules/email-gateway/email-gateway.tables.ts';

/**
 * Every table of the database. Each module declares its own tables; this type joins them.
 * Conventions that keep one set of migrations valid on SQLite and PostgreSQL:
 * ids and timestamps are text (ISO-8601 UTC), booleans are integers 0/1, JSON is text.
 */
export interface Database
  extends
    PlatformTables,
    IdentityTables,
    CustomerTables,
    PhotoManagementTables,
    PhotoDeletionTables,
    DownloadsTables,
    ExportsTables,
    AlbumsTables,
    SharedAlbumsTables,
    TempSelectionsTables,
    ActivationTables,
    UploadsTables,
    PaymentMethodsTables,
    OrdersTables,
    InvoicesTables,
    PdfTables,
    WidgetsTables,
    WidgetGalleryTables,
    ProjectsTables,
    CustomerDataTables,
    AccountDeletionTables,
    IdentityChangesTables,
    EmailGatewayTables,
    VouchersTables {}
