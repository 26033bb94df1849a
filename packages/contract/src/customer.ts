import { z } from 'zod/mini';
import { MarketCountrySchema } from './markets.ts';

/**
 * Business (B2B) customers only (decisions 0160, 0171): Default = details missing, New = awaiting
 * validation by customer care, Validated = checked (no banner), Blocked = read-only until
 * customer care helps.
 */
export const CUSTOMER_STATUSES = ['Default', 'New', 'Validated', 'Blocked'] as const;
export const CustomerStatusSchema = z.enum(CUSTOMER_STATUSES);
export type CustomerStatus = z.infer<typeof CustomerStatusSchema>;

/** How the customer wants to be addressed; null: no title. */
export const SALUTATIONS = ['mr', 'mrs', 'ms', 'mx'] as const;
export const SalutationSchema = z.enum(SALUTATIONS);
export type Salutation = z.infer<typeof SalutationSchema>;

/** Where a business customer's FTP uploads are announced, and in which format. */
export const CustomerFtpSchema = z.object({
  callbackUrl: z.string(),
  callbackFormat: z.string(),
});
export type CustomerFtp = z.infer<typeof CustomerFtpSchema>;

/** One postal address of a customer's address book (as stored: codes and numbers normalised). */
export const CustomerAddressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.nullable(z.string()),
  /** Street name. */
  street: z.string(),
  /** Street number (in GB and IE also a house name). */
  houseNumber: z.string(),
  /** Flat, floor, door, building: whatever else the courier needs. */
  addition: z.nullable(z.string()),
  postalCode: z.string(),
  city: z.string(),
  countryCode: MarketCountrySchema,
  /** E.164 ("+447911123456"). */
  phoneNumber: z.nullable(z.string()),
  isDefaultDelivery: z.boolean(),
  isDefaultBilling: z.boolean(),
});
export type CustomerAddress = z.infer<typeof CustomerAddressSchema>;

/** A business customer's company. */
export const BusinessDetailsViewSchema = z.object({
  companyName: z.string(),
  vatNumber: z.string(),
  companyRegistration: z.string(),
});
export type BusinessDetailsView = z.infer<typeof BusinessDetailsViewSchema>;

/** `GET /customers/me`: the signed-in customer. 404 means the account was deleted. */
export const CustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  salutation: z.nullable(SalutationSchema),
  firstName: z.string(),
  lastName: z.string(),
  /** E.164, or null. */
  phoneNumber: z.nullable(z.string()),
  /** YYYY-MM-DD, or null. */
  dateOfBirth: z.nullable(z.string()),
  isB2b: z.boolean(),
  /** Null for private customers. */
  status: z.nullable(CustomerStatusSchema),
  /** Business customers' company; null until they complete it (and for private customers). */
  business: z.nullable(BusinessDetailsViewSchema),
  accountDeleted: z.boolean(),
  /**
   * Set whenever customer data is saved or deleted, cleared by
   * `POST /customers/me/changed/ack` once the app has confirmed the change to the customer.
   */
  changed: z.boolean(),
  /**
   * How many saves the flag stands for (0 when clear). The app acknowledges the count it
   * confirmed, so a save made while an earlier confirmation was closing keeps its own.
   */
  changes: z.number().check(z.int(), z.gte(0)),
  ftp: z.nullable(CustomerFtpSchema),
  /** The address book, default delivery address first, then default billing, then by age. */
  addresses: z.array(CustomerAddressSchema),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** The FTP order-status callback formats a business customer can choose. */
export const FTP_CALLBACK_FORMATS = ['json', 'xml'] as const;
export const FtpCallbackFormatSchema = z.enum(FTP_CALLBACK_FORMATS);
export type FtpCallbackFormat = z.infer<typeof FtpCallbackFormatSchema>;

/** An http(s) URL of at most 2000 characters. */
export const FtpCallbackUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Must be an http or https URL' })
  .check(z.maxLength(2000));

/** The `code` of refused customer writes (in the error shape). */
export const CUSTOMER_ERROR_CODES = {
  /** 403: a blocked business account can read its data but not change it. */
  accountBlocked: 'ACCOUNT_BLOCKED',
  /** 409: the address book is full. */
  addressLimit: 'ADDRESS_LIMIT_REACHED',
} as const;

/** The statuses customer care sets (Default follows the customer's own details). */
export const CARE_SET_STATUSES = ['New', 'Validated', 'Blocked'] as const;

/** Internal routes name a customer by the id of the customer record (`Customer.id`). */
export const CustomerIdParamsSchema = z.object({
  customerId: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** `PUT /internal/customers/{customerId}/status`: customer care validates or blocks. */
export const BusinessStatusUpdateSchema = z.strictObject({ status: z.enum(CARE_SET_STATUSES) });
export type BusinessStatusUpdate = z.infer<typeof BusinessStatusUpdateSchema>;

/** A business customer's status after customer care's change. */
export const BusinessStatusSchema = z.object({
  customerId: z.string(),
  status: CustomerStatusSchema,
});
export type BusinessStatus = z.infer<typeof BusinessStatusSchema>;

/**
 * `POST /customers/me/changed/ack`: `changes` is the count of the record whose change the app
 * confirmed; the flag clears only if no save came since. Without it, every change is cleared.
 */
export const AcknowledgeChangeSchema = z.strictObject({
  changes: z.optional(z.number().check(z.int(), z.gte(1))),
});
export type AcknowledgeChange = z.infer<typeof AcknowledgeChangeSchema>;
