import { describe, expect, it } from 'vitest';
import { ConfigError, loadSettings } from './env.ts';

describe('loadSettings', () => {
  it('starts from sensible embedded defaults', () => {
    const settings = loadSettings({});
    expect(settings.PORT).toBe(8080);
    expect(settings.DATA_DIR).toBe('./data');
    expect(settings.PUBLIC_URL).toBe('http://localhost:8080');
    expect(settings.OIDC_AUDIENCE).toBe('http://localhost:8080/api');
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.FEATURE_FLAG_HOSTS.PhotoManagementTimelineViewEnabled).toEqual(['*']);
  });

  it('follows PORT into the public URL unless PUBLIC_URL is given', () => {
    expect(loadSettings({ PORT: '9000' }).PUBLIC_URL).toBe('http://localhost:9000');
    expect(loadSettings({ PUBLIC_URL: 'https://id.example.com/' }).PUBLIC_URL).toBe(
      'https://id.example.com',
    );
  });

  it('runs the final pass of an account deletion once the last access token has expired', () => {
    expect(loadSettings({}).ACCOUNT_DELETION_FINAL_PASS_SECONDS).toBe(360);
    expect(loadSettings({ ACCESS_TOKEN_TTL: '900' }).ACCOUNT_DELETION_FINAL_PASS_SECONDS).toBe(960);
    expect(
      loadSettings({ ACCOUNT_DELETION_FINAL_PASS_SECONDS: '0' })
        .ACCOUNT_DELETION_FINAL_PASS_SECONDS,
    ).toBe(0);
  });

  it('configures no third-party script by default, and refuses a script URL that is no http(s)', () => {
    const settings = loadSettings({});
    expect(settings.CONSENT_MANAGER_SCRIPT_URL).toBeUndefined();
    expect(settings.HELP_CHAT_SCRIPT_URL).toBeUndefined();
    expect(settings.FEEDBACK_SCRIPT_URLS).toEqual({});
    expect(settings.PERSONALISATION_URL).toBeUndefined();
    expect(loadSettings({ HELP_CHAT_SCRIPT_URL: '' }).HELP_CHAT_SCRIPT_URL).toBeUndefined();
    for (const env of [
      { HELP_CHAT_SCRIPT_URL: 'javascript:alert(1)' },
      { CONSENT_MANAGER_SCRIPT_URL: 'data:text/javascript,1' },
      { HELP_CHAT_CONSENT: 'always' },
      { FEEDBACK_SCRIPT_URLS: '{"en-US":{"large":"https://f.example/a.js"}}' },
    ]) {
      expect(() => loadSettings(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it('names every bad variable in one clear error', () => {
    const load = () =>
      loadSettings({
        PORT: 'eighty',
        DATABASE_URL: 'not a url',
        DEFAULT_VENDOR_HOST: 'example.com',
        FEATURE_FLAG_HOSTS: '{oops',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/DATABASE_URL/);
    expect(load).toThrow(/DEFAULT_VENDOR_HOST: must be one of the vendor hosts/);
    expect(load).toThrow(/FEATURE_FLAG_HOSTS: must be valid JSON/);
  });

  it('turns off the flags FEATURE_FLAG_HOSTS leaves out', () => {
    const settings = loadSettings({
      FEATURE_FLAG_HOSTS: '{"PhotoManagementAlbumViewEnabled": ["albelli.nl"]}',
    });
    expect(settings.FEATURE_FLAG_HOSTS.PhotoManagementAlbumViewEnabled).toEqual(['albelli.nl']);
    expect(settings.FEATURE_FLAG_HOSTS.PhotoManagementTimelineViewEnabled).toEqual([]);
  });

  it('believes no forwarded header unless told whose to believe', () => {
    expect(loadSettings({}).TRUST_PROXY).toBe(false);
    expect(loadSettings({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadSettings({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadSettings({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.0/8');
  });

  it('refuses an unknown feature flag name', () => {
    expect(() => loadSettings({ FEATURE_FLAG_HOSTS: '{"NoSuchFlag": ["*"]}' })).toThrow(
      /FEATURE_FLAG_HOSTS/,
    );
  });
});
