import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RequestFailureError } from '@/lib/http-error';
import { apiServer, apiUrl, interceptApiRequests } from '@/testing/api-server';
import { getTimelineMonthPage } from '@/features/photos/api/get-timeline-month';

interceptApiRequests();

const REQUEST = { year: 2026, month: 5, sortKey: 'dateTaken', sortOrder: 'desc' } as const;

describe('getTimelineMonthPage', () => {
  it.each([404, 500, 503])(
    "raises the spec's 'Request failure' for a %i answer",
    async (status) => {
      apiServer.use(
        http.get(apiUrl('photo-management', '/photos/timeline/2026/5'), () =>
          HttpResponse.json({ code: 'X', message: 'no' }, { status }),
        ),
      );
      const error = await getTimelineMonthPage(REQUEST, undefined).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RequestFailureError);
      // Ids and numbers are left out of the reported path.
      expect((error as Error).message).toBe(
        'Request failure GET /api/photo-management/photos/timeline//',
      );
    },
  );

  it('answers the page of an OK response', async () => {
    apiServer.use(
      http.get(apiUrl('photo-management', '/photos/timeline/2026/5'), () =>
        HttpResponse.json({ images: [], cursor: null }),
      ),
    );
    await expect(getTimelineMonthPage(REQUEST, undefined)).resolves.toEqual({
      images: [],
      cursor: null,
    });
  });
});
