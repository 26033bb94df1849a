import { PRINTS_PROJECT_ARTICLE_TYPE, type SavedProject } from '@my-account/contract/projects';

/** The placeholder of the configured prints editor URL that names the vendor (decision 0090). */
const VENDOR_PLACEHOLDER = '{vendor}';

export interface EditorTargets {
  /** The configured prints editor URL (`{vendor}` in it): our prints order step by default. */
  printsEditorUrl: string;
  /** The vendor host, e.g. "photobox.co.uk". */
  vendor: string;
  /** The storefront's editor (public configuration's editor route). */
  editorUrl: string;
}

/**
 * Where "Continue editing" goes (decision 0241): a prints project to the prints editor, which
 * prefills its photos and options; any other product to the storefront's editor. Both get the
 * project id as `project`; query parameters already in the URL are kept. Relative URLs are
 * taken on `base`.
 */
export function continueEditingUrl(
  project: Pick<SavedProject, 'id' | 'articleType'>,
  targets: EditorTargets,
  base: string,
): string {
  const template =
    project.articleType === PRINTS_PROJECT_ARTICLE_TYPE
      ? targets.printsEditorUrl.replaceAll(VENDOR_PLACEHOLDER, encodeURIComponent(targets.vendor))
      : targets.editorUrl;
  const url = new URL(template, base);
  url.searchParams.set('project', project.id);
  return url.toString();
}
