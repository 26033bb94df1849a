import { useMutation } from '@tanstack/react-query';
import {
  ConsentChoiceSchema,
  StoredConsentSchema,
  type ConsentCode,
  type StoredConsent,
} from '@my-account/contract/consent';
import { httpClient } from '@/lib/http-client';
import { serviceUrl } from '@/lib/service-url';

/**
 * PUT /consent/choice: the server writes the consent cookie (decision 0204). No token: the
 * choice is asked before sign-in too. The body is parsed before it is sent, so a code other
 * than 00, 01, 10 or 11 never leaves the browser.
 */
export function saveConsent(code: ConsentCode): Promise<StoredConsent> {
  return httpClient.put(serviceUrl('consent', '/choice'), {
    schema: StoredConsentSchema,
    body: { schema: ConsentChoiceSchema, value: { code } },
    authenticated: false,
  });
}

export function useSaveConsent() {
  return useMutation({ mutationKey: ['consent', 'choice'], mutationFn: saveConsent });
}
