import { z } from 'zod';
import {
  FEATURE_FLAGS,
  FeatureFlagHostsSchema,
  type FeatureFlag,
} from '@my-account/contract/feature-flags';
import { DEFAULT_PRINTS_EDITOR_URL } from '@my-account/contract/app-config';
import { DEFAULT_VENDOR_HOST, findVendor } from '@my-account/contract/vendors';
import { ConsentPurposeSchema } from '@my-account/contract/consent';
import {
  FEEDBACK_LOCALES,
  FeedbackWidgetUrlsSchema,
  ScriptUrlSchema,
} from '@my-account/contract/third-party';
import { ServiceClientsSchema } from './service-clients.ts';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/** An http(s) URL of another company's script or service; empty is none. */
const optionalScriptUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.optional(ScriptUrlSchema))
  .optional();

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const jsonString = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** Flags left out of FEATURE_FLAG_HOSTS are off everywhere. */
const PartialFeatureFlagHostsSchema = z
  .partialRecord(z.enum(FEATURE_FLAGS), z.array(z.string().min(1)))
  .transform((hosts) =>
    FeatureFlagHostsSchema.parse(
      Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, hosts[flag] ?? []])),
    ),
  );

const ALL_FLAGS_ON = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, ['*']])) as Record<
  FeatureFlag,
  string[]
>;

function parseTrustProxy(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

/** Every setting the server reads from the environment, validated once at start-up. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A request answered in this many ms or more is logged at info as slow (others at debug). */
  LOG_SLOW_MS: z.coerce.number().int().min(0).default(1_000),
  /**
   * The interface to listen on: loopback by default, since `npm start` seeds demo accounts whose
   * passwords are public; `0.0.0.0` (or an address) opens the server to the network.
   */
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /**
   * Listening sockets on PORT (SO_REUSEPORT), each taking one new connection per turn of the
   * event loop: a burst of connections to a busy server is let in that many at a time. 1: one
   * plain socket, the default where Node has no `reusePort` (macOS, Windows).
   */
  LISTEN_SOCKETS: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .default(process.platform === 'linux' ? 32 : 1),
  /** Where the embedded database, blobs and keys live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** The URL customers reach this server at; defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalUrl,
  DEFAULT_VENDOR_HOST: z
    .string()
    .default(DEFAULT_VENDOR_HOST)
    .refine((host) => findVendor(host) !== undefined, 'must be one of the vendor hosts'),
  /** PostgreSQL connection string; SQLite under DATA_DIR when absent. */
  DATABASE_URL: optionalUrl,
  /** Redis connection string; turns on BullMQ jobs, Redis push fan-out and shared rate limits. */
  REDIS_URL: optionalUrl,
  /** Namespace of every Redis key and channel, so several deployments can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, "_" and "-" only')
    .default('my-account'),
  /** Background jobs one server runs at the same time. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** First retry delay of a failed job; doubles with each attempt. */
  JOBS_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(5_000),
  /**
   * How long a running job stays its server's without a heartbeat: a job of a server that died
   * (killed, crashed) is taken up by another server, or the restarted one, after this long.
   */
  JOBS_LEASE_MS: z.coerce.number().int().min(500).default(60_000),
  /**
   * After SIGTERM: how long the server keeps answering while its readiness says 503, so a load
   * balancer polling `/api/health/ready` stops sending before the port closes.
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
  /**
   * Requests the server sends itself, as a customer no account is, before it reports ready
   * (decision 0307): its first customers then meet code V8 has optimised. 0: no warm-up.
   */
  WARM_UP_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(4_000),
  /**
   * Bearer token of `GET /api/metrics` (Prometheus); without it the endpoint answers 404. Long
   * and random: the metrics show the server's load and routes.
   */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** S3-compatible blob storage; a folder under DATA_DIR when S3_BUCKET is absent. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(true),
  /** SMTP server for e-mail; the database outbox when absent. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('My Account <no-reply@localhost>'),
  /** An external OpenID provider; the embedded one when absent. */
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().min(1).default('my-account-web'),
  /** The audience access tokens must carry; defaults to PUBLIC_URL + "/api". */
  OIDC_AUDIENCE: z.string().min(1).optional(),
  /**
   * JSON: the systems (shop, customer care) the embedded provider gives client-credentials
   * tokens for the internal routes: `[{ "id", "secret", "scopes": ["shop"] }]`. None by default.
   */
  SERVICE_CLIENTS: jsonString(ServiceClientsSchema).default([]),
  /** Access token lifetime of the embedded provider, in seconds. */
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(30).max(86_400).default(300),
  /**
   * Seconds after an account deletion's confirmation when its final pass runs: once no access
   * token issued before it is valid, so what a request still in flight wrote goes too. Default:
   * ACCESS_TOKEN_TTL + 60 (set it to the external provider's token lifetime + 60 with OIDC_ISSUER).
   */
  ACCOUNT_DELETION_FINAL_PASS_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  /** Extra origins allowed by CORS, comma separated (brand hosts are always allowed). */
  CORS_ORIGINS: z.string().default(''),
  /** JSON: for each feature flag, the vendor hosts it is on for ("*" for all). */
  FEATURE_FLAG_HOSTS: jsonString(PartialFeatureFlagHostsSchema).default(ALL_FLAGS_ON),
  /** The prints editor URL, `{vendor}` replaced by the vendor host (decision 0090). */
  PRINTS_EDITOR_URL: z
    .string()
    .regex(/^(https?:\/\/|\/(?!\/))/, 'an http(s) URL or a path starting with one slash')
    .default(DEFAULT_PRINTS_EDITOR_URL),
  /** Where an album's 'Add photos' goes on mobile devices (e.g. the brand's app); none: the picker. */
  MOBILE_UPLOAD_URL: optionalUrl,
  /**
   * Scripts and services of other companies (decision 0205): each loads only from its URL here,
   * which the CSP then lets in, and only with the consent it needs. None by default.
   * The consent manager needs no consent: it keeps the choice in step with the brand's sites.
   */
  CONSENT_MANAGER_SCRIPT_URL: optionalScriptUrl,
  HELP_CHAT_SCRIPT_URL: optionalScriptUrl,
  HELP_CHAT_CONSENT: z._default(ConsentPurposeSchema, 'analytics'),
  /** JSON: per feedback locale, the widget for larger and for small screens: `{"en-GB": {"large", "small"}}`. */
  FEEDBACK_SCRIPT_URLS: jsonString(
    z.partialRecord(z.enum(FEEDBACK_LOCALES), FeedbackWidgetUrlsSchema),
  ).default({}),
  FEEDBACK_CONSENT: z._default(ConsentPurposeSchema, 'analytics'),
  /** The personalisation service for test variants (OpenFeature remote evaluation, decision 0207). */
  PERSONALISATION_URL: optionalScriptUrl,
  /** Create the demo accounts on start. */
  SEED_DEMO: booleanString.default(true),
  /** Largest photo upload, in bytes (413 above it). */
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(50 * 1024 * 1024),
  /** Most pixels a photo may have (422 above it): decoding is bounded by this, not the bytes. */
  MAX_UPLOAD_PIXELS: z.coerce.number().int().min(1).default(100_000_000),
  /** Worker threads decoding HEIC (each needs ~350 MB for a 12 MP photo). */
  HEIC_DECODE_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  /** Lifetime of a signed download URL (archive, original, export chunk), in seconds. */
  DOWNLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(3_600),
  /** How often expired archives and export chunks are removed and lost jobs reported. */
  DOWNLOADS_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(10 * 60 * 1000),
  /** Most bytes of originals per export zip chunk (one larger photo still gets a chunk). */
  EXPORT_CHUNK_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(2 * 1024 * 1024 * 1024),
  /** Requests per minute per client on sign-in and e-mail endpoints. */
  RATE_LIMIT_SENSITIVE: z.coerce.number().int().min(1).default(20),
  /**
   * Whose X-Forwarded-For/-Proto to believe: "true", "false", or addresses and CIDRs (and the
   * names loopback, linklocal, uniquelocal), comma separated. Nobody's by default: believing a
   * sender that is no proxy lets it name a new address per request and so step around the rate
   * limits. Set it to the reverse proxy's address when there is one.
   */
  TRUST_PROXY: z.string().trim().min(1).default('false').transform(parseTrustProxy),
});
export type Env = z.infer<typeof EnvSchema>;

export interface AppSettings extends Env {
  PUBLIC_URL: string;
  OIDC_AUDIENCE: string;
  ACCOUNT_DELETION_FINAL_PASS_SECONDS: number;
}

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadSettings(source: NodeJS.ProcessEnv = process.env): AppSettings {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.SERVICE_CLIENTS.some((client) => client.id === env.OIDC_CLIENT_ID)) {
    throw new ConfigError(
      `Invalid configuration:\n  SERVICE_CLIENTS: a client id must differ from OIDC_CLIENT_ID (${env.OIDC_CLIENT_ID})`,
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    OIDC_AUDIENCE: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    ACCOUNT_DELETION_FINAL_PASS_SECONDS:
      env.ACCOUNT_DELETION_FINAL_PASS_SECONDS ?? env.ACCESS_TOKEN_TTL + 60,
  };
}
