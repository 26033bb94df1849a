import { describe, expect, it } from 'vitest';
import { continueEditingUrl } from '@/features/projects/lib/continue-editing-url';

const targets = {
  printsEditorUrl: '/prints-editor/{vendor}',
  vendor: 'photobox.co.uk',
  editorUrl: 'https://www.photobox.co.uk/editor?lang=en',
};
const base = 'https://photobox.co.uk.localhost:8080/saved-projects';

describe('continueEditingUrl', () => {
  it('opens a prints project on the prints editor of the vendor', () => {
    expect(continueEditingUrl({ id: 'p 1', articleType: 'Prints' }, targets, base)).toBe(
      'https://photobox.co.uk.localhost:8080/prints-editor/photobox.co.uk?project=p+1',
    );
  });

  it("opens any other product in the storefront's editor, keeping its query", () => {
    expect(continueEditingUrl({ id: 'book-7', articleType: 'Photobook' }, targets, base)).toBe(
      'https://www.photobox.co.uk/editor?lang=en&project=book-7',
    );
  });
});
