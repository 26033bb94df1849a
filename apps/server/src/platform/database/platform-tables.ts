/** Tables owned by the platform ports (jobs, mail outbox). Filled in by the platform's migrations. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PlatformTables {}
