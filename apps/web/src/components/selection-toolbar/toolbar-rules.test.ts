import { describe, expect, it } from 'vitest';
import { toolbarRules } from '@/components/selection-toolbar/toolbar-rules';

describe('toolbarRules', () => {
  it('disables every action without a selection and download above 100', () => {
    expect(toolbarRules(0)).toEqual({
      anySelected: false,
      downloadAllowed: false,
      overDownloadLimit: false,
      printsAllowed: false,
      overPrintsLimit: false,
    });
    expect(toolbarRules(100).downloadAllowed).toBe(true);
    expect(toolbarRules(101)).toEqual({
      anySelected: true,
      downloadAllowed: false,
      overDownloadLimit: true,
      printsAllowed: true,
      overPrintsLimit: false,
    });
  });

  it('lets at most 500 photos go to the prints editor at once', () => {
    expect(toolbarRules(500)).toMatchObject({ printsAllowed: true, overPrintsLimit: false });
    expect(toolbarRules(501)).toMatchObject({ printsAllowed: false, overPrintsLimit: true });
  });
});
