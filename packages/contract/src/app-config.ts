import { z } from 'zod/mini';
import { FeatureFlagHostsSchema } from './feature-flags.ts';
import { SERVICE_NAMES } from './services.ts';
import { ThirdPartyConfigSchema } from './third-party.ts';

/** `/config.json`: everything the app needs to know before it can sign in and call services. */
export const AppConfigSchema = z.object({
  environment: z.enum(['development', 'test', 'production']),
  defaultVendorHost: z.string(),
  /** Base URL of each service; the spec's paths are appended to it. */
  services: z.record(z.enum(SERVICE_NAMES), z.url()),
  auth: z.object({
    authority: z.url(),
    clientId: z.string(),
    scope: z.string(),
    /** Resource indicator asked for, so the provider issues JWT access tokens for our API. */
    resource: z.optional(z.string()),
  }),
  pushUrl: z.string(),
  featureFlags: FeatureFlagHostsSchema,
  /** Production hosts on which search engines may index the root path. */
  productionHosts: z.array(z.string()),
  /**
   * The prints editor: an absolute URL or a path of this app, with `{vendor}` standing for the
   * vendor host (decision 0090).
   */
  printsEditorUrl: z.string().check(z.minLength(1)),
  /**
   * Where 'Add photos' of an album goes on mobile devices (often a link into the brand's app);
   * the album's own photo picker opens when the page is still shown 2 s later. None: the picker.
   */
  mobileUploadUrl: z.optional(z.url()),
  /** Consent manager, help chat, feedback widget and personalisation: none unless configured. */
  thirdParty: ThirdPartyConfigSchema,
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

/** Our own editor entry page, the prints editor until one is configured (decision 0090). */
export const DEFAULT_PRINTS_EDITOR_URL = '/prints-editor/{vendor}';
