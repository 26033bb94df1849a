import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINTS_EDITOR_URL } from '@my-account/contract/app-config';
import { buildEditorUrl } from '@/features/prints/lib/editor-url';

const handoff = {
  vendor: 'photobox.co.uk',
  channelId: 'PHOTOBOX_CO_UK_EN_GB',
  tempSelectionId: 'sel 1/2',
};

describe('buildEditorUrl', () => {
  it('takes the default (our entry page) on the current origin with the vendor in its path', () => {
    const url = new URL(
      buildEditorUrl(DEFAULT_PRINTS_EDITOR_URL, handoff, 'https://myaccount.test/my-photos/photos'),
    );
    expect(url.origin).toBe('https://myaccount.test');
    expect(url.pathname).toBe('/prints-editor/photobox.co.uk');
    expect(url.searchParams.get('autoselectproduct')).toBe('PAP_910');
    expect(url.searchParams.get('channel')).toBe('PHOTOBOX_CO_UK_EN_GB');
    expect(url.searchParams.get('tempSelectionId')).toBe('sel 1/2');
  });

  it('replaces every vendor placeholder of an absolute URL and keeps its own query', () => {
    const url = new URL(
      buildEditorUrl(
        'https://editor.{vendor}/prints?brand={vendor}&mode=new',
        handoff,
        'https://myaccount.test/',
      ),
    );
    expect(url.host).toBe('editor.photobox.co.uk');
    expect(url.searchParams.get('brand')).toBe('photobox.co.uk');
    expect(url.searchParams.get('mode')).toBe('new');
    expect([...url.searchParams.keys()]).toEqual([
      'brand',
      'mode',
      'autoselectproduct',
      'channel',
      'tempSelectionId',
    ]);
  });

  it('cannot be steered by a vendor value into another path', () => {
    const url = new URL(
      buildEditorUrl(
        '/prints-editor/{vendor}',
        { ...handoff, vendor: '../admin' },
        'https://a.test/',
      ),
    );
    expect(url.pathname).toBe('/prints-editor/..%2Fadmin');
  });
});
