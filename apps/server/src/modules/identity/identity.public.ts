/**
 * What other modules may use of identity (decision 0130): the accounts of the demo data; for the
 * app, its part in account deletion (the account, its sign-ins, pending e-mail changes and
 * password resets).
 */
export { findAccountIdByEmail, IDP_TYPE } from './account.service.ts';
export { DEMO_EMAILS, seedDemoAccounts, type DemoAccount } from './demo-accounts.ts';
export { deleteIdentity } from './account-deletion.service.ts';
/** For the app's start-up warm-up (decision 0307). */
export { warmUpAccessToken } from './warm-up-token.ts';
