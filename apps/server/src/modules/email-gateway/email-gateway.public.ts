/** What other modules may use of email-gateway (decision 0130): removing one customer's data. */
export { deleteCustomerData } from './newsletter.service.ts';
