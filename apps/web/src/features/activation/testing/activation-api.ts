import { http, HttpResponse } from 'msw';
import type { ActivationResponse, ActivationStatus } from '@my-account/contract/activation';
import { apiServer, apiUrl } from '@/testing/api-server';

export interface FakeActivationApi {
  /** What `GET /users/activate` answers; `POST` (activate) turns it to IMPORTING. */
  status: ActivationStatus;
  /** The status each `GET` answered, in order (how often the app asked). */
  answered: ActivationStatus[];
}

/** The activation endpoints of the server for this test, starting at `status`. */
export function fakeActivationApi(status: ActivationStatus): FakeActivationApi {
  const api: FakeActivationApi = { status, answered: [] };
  const url = apiUrl('photo-management', '/users/activate');
  apiServer.use(
    http.get(url, () => {
      api.answered.push(api.status);
      return HttpResponse.json<ActivationResponse>({ status: api.status });
    }),
    http.post(url, () => {
      api.status = 'IMPORTING';
      return HttpResponse.json<ActivationResponse>({ status: api.status });
    }),
  );
  return api;
}
