import { z } from 'zod';

/** Business (B2B) customers only: Default = details missing, New = awaiting validation. */
export const CUSTOMER_STATUSES = ['Default', 'New', 'Blocked'] as const;
export const CustomerStatusSchema = z.enum(CUSTOMER_STATUSES);
export type CustomerStatus = z.infer<typeof CustomerStatusSchema>;

/** Where a business customer's FTP uploads are announced, and in which format. */
export const CustomerFtpSchema = z.object({
  callbackUrl: z.string(),
  callbackFormat: z.string(),
});
export type CustomerFtp = z.infer<typeof CustomerFtpSchema>;

/** One postal address of a customer. */
export const CustomerAddressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  street: z.string(),
  houseNumber: z.string(),
  addition: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  phoneNumber: z.string().nullable(),
  isDefault: z.boolean(),
});
export type CustomerAddress = z.infer<typeof CustomerAddressSchema>;

/** `GET /customers/me`: the signed-in customer. 404 means the account was deleted. */
export const CustomerSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isB2b: z.boolean(),
  /** Null for private customers. */
  status: CustomerStatusSchema.nullable(),
  accountDeleted: z.boolean(),
  ftp: CustomerFtpSchema.nullable(),
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
  .max(2000);

/** `PATCH`/`PUT /customers/me`: business customers set their FTP order-status callback. */
export const UpdateCustomerSchema = z.object({
  ftp: z.object({
    /** Null removes the callback. */
    callbackUrl: FtpCallbackUrlSchema.nullable(),
    callbackFormat: FtpCallbackFormatSchema,
  }),
});
export type UpdateCustomer = z.infer<typeof UpdateCustomerSchema>;
