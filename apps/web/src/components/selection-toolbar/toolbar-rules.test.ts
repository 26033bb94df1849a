import { describe, expect, it } from 'vitest';
import { toolbarRules } from '@/components/selection-toolbar/toolbar-rules';

describe('toolbarRules', () => {
  it('disables every action without a selection and download above 100', () => {
    expect(toolbarRules(0)).toEqual({
      anySelected: false,
      downloadAllowed: false,
      overDownloadLimit: false,
    });
    expect(toolbarRules(100).downloadAllowed).toBe(true);
    expect(toolbarRules(101)).toEqual({
      anySelected: true,
      downloadAllowed: false,
      overDownloadLimit: true,
    });
  });
});
