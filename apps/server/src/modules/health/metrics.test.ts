import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponseSchema } from '@my-account/contract/errors';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  startPhotoLibraryServer,
  testPhoto,
  type PhotoLibraryServer,
} from '../../../test/support/photo-library.ts';
import {
  parsePrometheusText,
  sampleValue,
  type Sample,
} from '../../../test/support/prometheus-text.ts';
import { waitFor } from '../../../test/support/wait-for.ts';

const TOKEN = 'metrics-token-for-the-scraper-0123';

describe('GET /api/metrics without METRICS_TOKEN', () => {
  it('answers 404 in the error shape, like an unknown route', async () => {
    const t = await buildTestApp();
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
      expect(ErrorResponseSchema.parse(response.json()).code).toBe('ROUTE_NOT_FOUND');
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let lib: PhotoLibraryServer;
  let customerToken: string;
  beforeAll(async () => {
    lib = await startPhotoLibraryServer({ METRICS_TOKEN: TOKEN });
    customerToken = await lib.tokenFor('metrics-uploader');
  });
  afterAll(async () => {
    await lib.close();
  });

  const scrape = async (): Promise<Sample[]> => {
    const response = await fetch(`${lib.server.baseUrl}/api/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    return parsePrometheusText(await response.text());
  };
  const value = async (name: string, labels: Record<string, string> = {}): Promise<number> =>
    sampleValue(await scrape(), name, labels) ?? 0;

  it('answers 404 to a missing or wrong token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token', TOKEN]) {
      const response = await fetch(`${lib.server.baseUrl}/api/metrics`, {
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.status).toBe(404);
      expect(ErrorResponseSchema.parse(await response.json()).code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('serves the Prometheus text format with the process metrics', async () => {
    const response = await fetch(`${lib.server.baseUrl}/api/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePrometheusText(await response.text());
    expect(sampleValue(samples, 'my_account_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'my_account_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(
      0,
    );
  });

  it('times requests by route pattern and status class', async () => {
    const ready = { method: 'GET', route: '/api/health/ready', status_class: '2xx' };
    const before = await value('my_account_http_request_duration_seconds_count', ready);
    expect((await fetch(`${lib.server.baseUrl}/api/health/ready`)).status).toBe(200);
    expect((await fetch(`${lib.server.baseUrl}/api/health/ready`)).status).toBe(200);
    expect(await value('my_account_http_request_duration_seconds_count', ready)).toBe(before + 2);

    // A concrete URL counts under its pattern; an unknown one under "unmatched".
    const photo = await lib.call(customerToken, 'GET', `/photos/${crypto.randomUUID()}`);
    expect(photo.status).toBe(404);
    await fetch(`${lib.server.baseUrl}/api/no-such-route/${crypto.randomUUID()}`);
    const samples = await scrape();
    const routes = samples
      .filter((sample) => sample.name === 'my_account_http_request_duration_seconds_count')
      .map((sample) => `${sample.labels.route ?? ''} ${sample.labels.status_class ?? ''}`);
    expect(routes).toContain('/api/photo-management/photos/:id 4xx');
    expect(routes).toContain('unmatched 4xx');
    expect(routes.some((route) => route.includes('no-such-route'))).toBe(false);
  });

  it('shows the depth and oldest age of each job queue', async () => {
    // A queue this server has no handler for: its jobs stay waiting.
    const queue = { queue: 'metrics-probe' };
    await lib.server.ctx.jobs.enqueue('metrics-probe', { n: 1 });
    await lib.server.ctx.jobs.enqueue('metrics-probe', { n: 2 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const samples = await scrape();
    expect(sampleValue(samples, 'my_account_job_queue_depth', queue)).toBe(2);
    expect(sampleValue(samples, 'my_account_job_queue_oldest_age_seconds', queue)).toBeGreaterThan(
      0.04,
    );
    // A queue this server runs, with nothing waiting, reads 0 rather than vanishing.
    const idle = samples.find(
      (sample) =>
        sample.name === 'my_account_job_queue_depth' && sample.labels.queue !== 'metrics-probe',
    );
    expect(idle?.value).toBe(0);
  });

  it('counts the open push connections', async () => {
    const before = await value('my_account_push_connections');
    const gaugeReads = (expected: number) => async () =>
      (await value('my_account_push_connections')) === expected ? true : undefined;
    const socket = new WebSocket(`${lib.server.baseUrl.replace('http', 'ws')}/push`);
    await new Promise((resolve) => {
      socket.addEventListener('open', resolve);
    });
    await waitFor(gaugeReads(before + 1), { what: 'the push gauge to count the socket' });
    socket.close();
    await waitFor(gaugeReads(before), { what: 'the push gauge to drop the socket' });
  });

  it('counts uploads by outcome and times the thumbnails', async () => {
    const outcome = (name: string) => ({ outcome: name });
    const created = await value('my_account_uploads_total', outcome('created'));
    const duplicate = await value('my_account_uploads_total', outcome('duplicate'));
    const refused = await value('my_account_uploads_total', outcome('refused'));
    const timed = await value('my_account_thumbnail_generation_seconds_count');

    const photo = testPhoto('gps_DSCN0010.jpg');
    expect((await lib.upload(customerToken, photo)).status).toBe(201);
    expect((await lib.upload(customerToken, photo)).status).toBe(200);
    const damaged = await lib.upload(customerToken, testPhoto('corrupted.jpg'));
    expect(damaged.status).toBe(422);

    const samples = await scrape();
    expect(sampleValue(samples, 'my_account_uploads_total', outcome('created'))).toBe(created + 1);
    expect(sampleValue(samples, 'my_account_uploads_total', outcome('duplicate'))).toBe(
      duplicate + 1,
    );
    expect(sampleValue(samples, 'my_account_uploads_total', outcome('refused'))).toBe(refused + 1);
    // One photo decoded: the duplicate is found by its hash, the damaged one never finishes.
    expect(sampleValue(samples, 'my_account_thumbnail_generation_seconds_count')).toBe(timed + 1);
    expect(sampleValue(samples, 'my_account_thumbnail_generation_seconds_sum')).toBeGreaterThan(0);
  });
});
