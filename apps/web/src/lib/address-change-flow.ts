/**
 * The spec's address change flow. NotStarted: the form as loaded. Editing: the customer has
 * changed something. RequestInProgress: the save is on its way. RequestSent: the server took it
 * and the address book is being refetched. SuccessfulUpdate: done (the page moves on).
 * RequestFailed: the save was refused or did not arrive; editing again starts over.
 */
export type AddressChangeState =
  | 'NotStarted'
  | 'Editing'
  | 'RequestInProgress'
  | 'RequestSent'
  | 'SuccessfulUpdate'
  | 'RequestFailed';

export type AddressChangeEvent = 'edit' | 'submit' | 'accepted' | 'refreshed' | 'failed';

/** The next state of the flow; an event that does not apply leaves the state as it is. */
export function nextAddressChangeState(
  state: AddressChangeState,
  event: AddressChangeEvent,
): AddressChangeState {
  switch (event) {
    case 'edit':
      return state === 'NotStarted' || state === 'RequestFailed' ? 'Editing' : state;
    case 'submit':
      return state === 'NotStarted' || state === 'Editing' || state === 'RequestFailed'
        ? 'RequestInProgress'
        : state;
    case 'accepted':
      return state === 'RequestInProgress' ? 'RequestSent' : state;
    case 'refreshed':
      return state === 'RequestSent' ? 'SuccessfulUpdate' : state;
    case 'failed':
      return state === 'RequestInProgress' || state === 'RequestSent' ? 'RequestFailed' : state;
  }
}

/** While a save is under way the form cannot be sent again. */
export function isSaving(state: AddressChangeState): boolean {
  return state === 'RequestInProgress' || state === 'RequestSent' || state === 'SuccessfulUpdate';
}
