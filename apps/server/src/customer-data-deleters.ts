import type { AppContext } from './platform/app-context.ts';
import type {
  CustomerDataDeleter,
  TableName,
} from './platform/customer-data/customer-data-deleter.ts';
import type { CustomerDataDeps } from './platform/customer-data/deleted-customer.ts';
import { jobsDeleter, mailOutboxDeleter } from './platform/customer-data/platform-deleters.ts';
import { deleteActivation } from './modules/activation/activation.public.ts';
import { deleteAlbumsOfCustomer } from './modules/albums/albums.public.ts';
import { deleteCustomerData as deleteCustomerRecord } from './modules/customer/customer.public.ts';
import {
  createDownloadsDeps,
  deleteCustomerDownloads,
} from './modules/downloads/downloads.public.ts';
import { deleteCustomerExports } from './modules/exports/exports.public.ts';
import { deleteCustomerData as deleteNewsletterSubscription } from './modules/email-gateway/email-gateway.public.ts';
import { deleteCustomerData as deletePaymentMethod } from './modules/payment-methods/payment-methods.public.ts';
import { detachCustomerInvoices } from './modules/invoices/invoices.public.ts';
import { anonymiseCustomerOrders } from './modules/orders/orders.public.ts';
import { deleteCustomerPdfs } from './modules/pdf/pdf.public.ts';
import { deleteCustomerWidgets } from './modules/widgets/widgets.public.ts';
import { deleteCustomerGalleryEntries } from './modules/widget-gallery/widget-gallery.public.ts';
import { deleteCustomerProjects } from './modules/projects/projects.public.ts';
import { deleteIdentity } from './modules/identity/identity.public.ts';
import { deleteOrderHistory } from './modules/photo-deletion/photo-deletion.public.ts';
import {
  deleteCustomerPhotos,
  deleteCustomerResumableUploads,
} from './modules/photo-management/photo-management.public.ts';
import { deleteParticipation } from './modules/shared-albums/shared-albums.public.ts';
import { deleteOwnerSelections } from './modules/temp-selections/temp-selections.public.ts';
import { deleteAccountUploads } from './modules/uploads/uploads.public.ts';

/**
 * Every part of the system that keeps customer data, in the order account deletion runs them
 * (decision 0190): what reads photos runs before the photos go (albums, imports), archives and
 * exports after (a job still zipping then finds the originals gone), the identity and the job
 * records last. A new table joins a deleter here or `TABLES_WITHOUT_CUSTOMER_DATA` below;
 * `customer-data-deleters.test.ts` fails until it does.
 */
export function customerDataDeleters(ctx: AppContext): CustomerDataDeleter[] {
  const db = ctx.database.db;
  const deps: CustomerDataDeps = { db, blobs: ctx.blobs };
  const downloads = createDownloadsDeps(ctx);
  return [
    {
      name: 'temp-selections',
      tables: ['temp_selections'],
      deleteCustomerData: (customer) => deleteOwnerSelections(db, customer.subject),
    },
    {
      name: 'shared-albums',
      tables: ['shared_albums_participants'],
      deleteCustomerData: (customer) =>
        deleteParticipation(db, customer.subject, customer.emails, customer.confirmedAt),
    },
    {
      name: 'albums',
      tables: ['albums', 'albums_photos', 'shared_albums'],
      deleteCustomerData: (customer) => deleteAlbumsOfCustomer(db, customer.subject),
    },
    {
      name: 'activation',
      tables: ['activation_statuses'],
      deleteCustomerData: (customer) => deleteActivation(db, customer.subject),
    },
    {
      name: 'uploads',
      tables: ['uploads_files'],
      deleteCustomerData: (customer) => deleteAccountUploads(deps, customer.subject),
    },
    {
      name: 'photo-management',
      tables: [
        'photo_management_photos',
        'photo_management_libraries',
        'photo_management_month_counts',
        'photo_management_blob_removals',
        'photo_management_resumable_uploads',
      ],
      deleteCustomerData: async (customer) => {
        // Unfinished uploads first: one finishing meanwhile lands in the library deleted next.
        await deleteCustomerResumableUploads({ ...deps, settings: ctx.settings }, customer.subject);
        await deleteCustomerPhotos(deps, customer);
      },
    },
    {
      name: 'photo-deletion',
      tables: ['photo_deletion_order_dates', 'photo_deletion_first_seen'],
      deleteCustomerData: (customer) => deleteOrderHistory(db, customer.subject),
    },
    {
      name: 'downloads',
      tables: ['downloads_archives'],
      deleteCustomerData: (customer) => deleteCustomerDownloads(downloads, customer),
    },
    {
      name: 'exports',
      tables: ['exports_backups', 'exports_chunks'],
      deleteCustomerData: (customer) => deleteCustomerExports(deps, customer),
    },
    {
      // Before the widgets: an entry names the widget it shows.
      name: 'widget-gallery',
      tables: ['widget_gallery_entries'],
      deleteCustomerData: (customer) => deleteCustomerGalleryEntries(db, customer),
    },
    {
      // Before the orders are anonymised: a widget's pages are its order's photos.
      name: 'widgets',
      tables: ['widgets_widgets', 'widgets_shares'],
      deleteCustomerData: (customer) => deleteCustomerWidgets(db, customer),
    },
    {
      name: 'projects',
      tables: ['projects_projects'],
      deleteCustomerData: (customer) => deleteCustomerProjects(db, customer),
    },
    {
      // Before the orders are anonymised: the product PDFs are made of the customer's photos.
      name: 'pdf',
      tables: ['pdf_product_pdfs'],
      deleteCustomerData: (customer) => deleteCustomerPdfs(deps, customer),
    },
    {
      // The orders stay for the accounts, without the customer (decision 0212).
      name: 'orders',
      tables: ['orders_super_orders', 'orders_products'],
      deleteCustomerData: async (customer) => {
        if (customer.customerId !== null) {
          await anonymiseCustomerOrders(db, customer.customerId);
        }
      },
    },
    {
      // Invoices are accounting records: they stay, without the customer (decision 0218).
      name: 'invoices',
      tables: ['invoices_invoices'],
      deleteCustomerData: async (customer) => {
        if (customer.customerId !== null) {
          await detachCustomerInvoices(db, customer.customerId);
        }
      },
    },
    {
      name: 'payment-methods',
      tables: ['payment_methods'],
      deleteCustomerData: (customer) => deletePaymentMethod(db, customer),
    },
    {
      name: 'email-gateway',
      tables: ['email_gateway_subscriptions'],
      deleteCustomerData: (customer) => deleteNewsletterSubscription(db, customer),
    },
    {
      name: 'customer',
      tables: ['customer_customers', 'customer_addresses'],
      deleteCustomerData: (customer) => deleteCustomerRecord(db, customer),
    },
    {
      name: 'identity',
      tables: [
        'identity_accounts',
        'identity_oidc_payloads',
        'identity_account_deletion_tokens',
        'identity_email_changes',
        'identity_password_resets',
      ],
      deleteCustomerData: (customer) => deleteIdentity(db, customer),
    },
    mailOutboxDeleter(db),
    jobsDeleter(ctx.jobs),
  ];
}

/** Tables no deleter needs, each with the reason it holds nothing of a customer. */
export const TABLES_WITHOUT_CUSTOMER_DATA: Partial<Record<TableName, string>> = {
  identity_keys: "the provider's signing and cookie keys",
  photo_management_keys: 'the secret that signs image URLs',
  downloads_keys: 'the secret that signs download URLs',
  vouchers_campaigns: "the shop's voucher campaigns: codes, descriptions, discounts",
  orders_status_events: 'statuses and their times of an order: the order names the customer',
  email_gateway_keys: "the secret that signs the newsletter mails' unsubscribe links",
  widget_gallery_blocked_orders:
    "order codes customer care keeps out of the gallery: a shop's code, no customer's data",
  customer_data_deletions:
    'the deletion itself: names the customer until its final pass, which removes it',
};
