/** Tables owned by the identity module. Filled in by the identity migrations. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface IdentityTables {}
