/**
 * What other modules may use of projects (decision 0130): for the app, its part in account
 * deletion and the demo customer's saved projects.
 */
export { deleteCustomerProjects } from './customer-projects-deletion.ts';
export { seedDemoProjects } from './demo-projects.ts';
