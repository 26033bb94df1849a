import { describe, expect, it } from 'vitest';
import {
  isSaving,
  nextAddressChangeState,
  type AddressChangeEvent,
  type AddressChangeState,
} from '@/lib/address-change-flow';

function run(events: AddressChangeEvent[], from: AddressChangeState = 'NotStarted') {
  return events.reduce(nextAddressChangeState, from);
}

describe('the address change flow', () => {
  it('goes from the loaded form through the save to the update', () => {
    expect(run(['edit'])).toBe('Editing');
    expect(run(['edit', 'submit'])).toBe('RequestInProgress');
    expect(run(['edit', 'submit', 'accepted'])).toBe('RequestSent');
    expect(run(['edit', 'submit', 'accepted', 'refreshed'])).toBe('SuccessfulUpdate');
  });

  it('fails from the request, and editing again starts over', () => {
    expect(run(['edit', 'submit', 'failed'])).toBe('RequestFailed');
    expect(run(['edit', 'submit', 'accepted', 'failed'])).toBe('RequestFailed');
    expect(run(['edit', 'submit', 'failed', 'edit'])).toBe('Editing');
    expect(run(['edit', 'submit', 'failed', 'submit'])).toBe('RequestInProgress');
  });

  it('ignores what does not apply: no second submit while saving, no edit after success', () => {
    expect(run(['submit', 'submit'])).toBe('RequestInProgress');
    expect(run(['submit', 'edit'])).toBe('RequestInProgress');
    expect(run(['submit', 'accepted', 'refreshed', 'edit'])).toBe('SuccessfulUpdate');
    expect(run(['accepted', 'refreshed', 'failed'])).toBe('NotStarted');
  });

  it('counts every state between sending and the update as saving', () => {
    expect(isSaving('RequestInProgress')).toBe(true);
    expect(isSaving('RequestSent')).toBe(true);
    expect(isSaving('Editing')).toBe(false);
    expect(isSaving('RequestFailed')).toBe(false);
  });
});
