import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { OrderStatusUpdate } from '@my-account/contract/orders';
import { expectNoAxeViolations } from '../fixtures.ts';
import {
  customerToken,
  E2E_SERVICE_CLIENTS,
  sendInternal,
  serviceToken,
} from './service-callers.ts';

/** The fulfilment system reports progress of an order through its internal route. */
export async function reportOrderStatus(
  request: APIRequestContext,
  orderCode: string,
  update: OrderStatusUpdate,
): Promise<void> {
  const fulfilment = await serviceToken(request, E2E_SERVICE_CLIENTS.fulfilment);
  const path = `/api/orders/internal/superorders/${orderCode}/status`;
  expect(await sendInternal(request, 'POST', path, fulfilment, update)).toBe(200);
}

/**
 * Production starts: after a reload the order page shows In production and no longer offers a
 * change of address, and the orders API refuses one (409).
 */
export async function startProductionAndExpectAddressFixed(
  page: Page,
  request: APIRequestContext,
  orderCode: string,
): Promise<void> {
  await reportOrderStatus(request, orderCode, { status: 'ProductionStarted' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderCode}` })).toBeVisible();
  await expect(page.getByText('In production', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change delivery address' })).toHaveCount(0);
  await expect(page.getByText(/can no longer be changed: production has started/)).toBeVisible();
  const change = `/api/orders/v1/superorders/${orderCode}/deliveryAddress`;
  const address = {
    firstName: 'Late',
    lastName: 'Change',
    street: 'Deansgate',
    houseNumber: '100',
    postalCode: 'M3 2GP',
    city: 'Manchester',
    countryCode: 'GB',
  };
  expect(await sendInternal(request, 'PUT', change, await customerToken(page), address)).toBe(409);
  await expectNoAxeViolations(page);
}
