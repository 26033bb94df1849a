/** What other modules may use of vouchers (decision 0130): the demo campaigns for the app. */
export { seedDemoCampaigns } from './demo-campaigns.ts';
