import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfigSchema } from '@my-account/contract/app-config';
import { PublicConfigSchema } from '@my-account/contract/public-config';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PORT: '8080' });
});
afterAll(async () => {
  await t.close();
});

describe('configuration for the app', () => {
  it('gives every service a base URL on the origin the app was loaded from', async () => {
    const response = await t.app.inject({
      url: '/config.json',
      headers: { host: 'photobox.co.uk.localhost:8080' },
    });
    expect(response.statusCode).toBe(200);
    const config = AppConfigSchema.parse(response.json());
    expect(config.services['photo-management']).toBe(
      'http://photobox.co.uk.localhost:8080/api/photo-management',
    );
    expect(config.auth.authority).toBe('http://localhost:8080/oidc');
    expect(config.pushUrl).toBe('ws://photobox.co.uk.localhost:8080/push');
    expect(config.featureFlags.PhotoManagementTimelineViewEnabled).toEqual(['*']);
    // Decision 0090: our editor entry page until PRINTS_EDITOR_URL names a real editor.
    expect(config.printsEditorUrl).toBe('/prints-editor/{vendor}');
    expect(config.mobileUploadUrl).toBeUndefined();
    // Nothing of another company loads unless configured.
    expect(config.thirdParty).toEqual({ feedback: { consent: 'analytics', byLocale: {} } });
  });

  it('names no origin the server was not configured with, whatever the Host header says', async () => {
    const response = await t.app.inject({
      url: '/config.json',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    const config = AppConfigSchema.parse(response.json());
    expect(config.services['photo-management']).toBe('http://localhost:8080/api/photo-management');
    expect(config.pushUrl).toBe('ws://localhost:8080/push');
    expect(JSON.stringify(config)).not.toContain('evil.example');
  });

  it('names the mobile upload address when one is configured', async () => {
    const configured = await buildTestApp({ MOBILE_UPLOAD_URL: 'https://app.example/upload' });
    try {
      const response = await configured.app.inject({ url: '/config.json' });
      expect(AppConfigSchema.parse(response.json()).mobileUploadUrl).toBe(
        'https://app.example/upload',
      );
    } finally {
      await configured.close();
    }
  });

  it('names the configured third-party scripts with the consent each needs', async () => {
    const configured = await buildTestApp({
      CONSENT_MANAGER_SCRIPT_URL: 'https://cmp.example/loader.js',
      HELP_CHAT_SCRIPT_URL: 'https://chat.example/widget.js',
      HELP_CHAT_CONSENT: 'none',
      FEEDBACK_SCRIPT_URLS: JSON.stringify({
        'nl-NL': { small: 'https://feedback.example/nl.js' },
      }),
      FEEDBACK_CONSENT: 'marketing',
      PERSONALISATION_URL: 'https://variants.example/',
    });
    try {
      const response = await configured.app.inject({ url: '/config.json' });
      expect(AppConfigSchema.parse(response.json()).thirdParty).toEqual({
        consentManager: 'https://cmp.example/loader.js',
        helpChat: { url: 'https://chat.example/widget.js', consent: 'none' },
        feedback: {
          consent: 'marketing',
          byLocale: { 'nl-NL': { small: 'https://feedback.example/nl.js' } },
        },
        personalisationUrl: 'https://variants.example/',
      });
    } finally {
      await configured.close();
    }
  });

  it('serves the en-GB messages and 404s for a locale it does not have', async () => {
    const found = await t.app.inject({ url: '/locales/en-GB.json' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toBeTypeOf('object');
    const missing = await t.app.inject({ url: '/locales/xx-XX.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a locale name that tries to leave the folder', async () => {
    const response = await t.app.inject({ url: '/locales/..%2Fpackage.json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('public configuration by vendor host', () => {
  it('gives a known brand its storefront menu and links in its language, on its own paths', async () => {
    const response = await t.app.inject({ url: '/api/public-config/vendors/albelli.nl' });
    const config = PublicConfigSchema.parse(response.json());
    expect(config.vendorHost).toBe('albelli.nl');
    expect(config.links.faq).toBe('https://www.albelli.nl/klantenservice');
    expect(config.menus.main[0]).toEqual({
      label: 'Fotoboeken',
      url: 'https://www.albelli.nl/fotoboeken',
    });

    const french = PublicConfigSchema.parse(
      (await t.app.inject({ url: '/api/public-config/vendors/monalbumphoto.fr' })).json(),
    );
    expect(french.menus.main.map((link) => link.label)).toContain('Tirages photo');
    expect(french.menus.footer).toContainEqual({
      label: 'Aide',
      url: 'https://www.monalbumphoto.fr/aide',
    });
  });

  it('falls back to empty menus with main and editor routes for an unknown host', async () => {
    const response = await t.app.inject({ url: '/api/public-config/vendors/unknown.example' });
    expect(PublicConfigSchema.parse(response.json())).toEqual({
      vendorHost: 'unknown.example',
      menus: { main: [], footer: [] },
      routes: { main: '/', editor: '/editor' },
      links: {},
      helpChatEnabled: false,
    });
  });
});

describe('brand hosts', () => {
  it('redirects albelli.fr to the French brand, keeping the path', async () => {
    const response = await t.app.inject({
      url: '/orders?x=1',
      headers: { host: 'albelli.fr.localhost:8080' },
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('http://monalbumphoto.fr.localhost:8080/orders?x=1');
  });
});
