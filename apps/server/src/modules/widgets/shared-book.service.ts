import type { Readable } from 'node:stream';
import {
  sharedBookPageApiPath,
  WIDGET_ERROR_CODES,
  type SharedBook,
} from '@my-account/contract/widgets';
import { tokenHash } from '../../platform/auth/single-use-token.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { blobKeyOf } from '../photo-management/photo-management.public.ts';
import { widgetPages } from './widget-pages.ts';
import type { WidgetsDeps } from './widgets.deps.ts';
import { findWidgetByShare, type WidgetRow } from './widgets.repository.ts';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { findMyWidgetRow, widgetNotFound } from './widgets.service.ts';

/** The rendition a viewer page shows: the largest thumbnail, as the product PDF uses. */
const PAGE_VARIANT = '1300';

const notShared = (): HttpError =>
  new HttpError(404, WIDGET_ERROR_CODES.sharedBookNotFound, 'No shared photo book here');

async function sharedWidget(deps: WidgetsDeps, token: string): Promise<WidgetRow> {
  const widget = await findWidgetByShare(deps.db, tokenHash(token));
  if (!widget) {
    throw notShared();
  }
  return widget;
}

/**
 * The public viewer of a shared book (no sign-in): its title and page URLs, nothing else of the
 * customer. 404 for an unknown token and once the widget is deleted.
 */
export async function findSharedBook(
  deps: WidgetsDeps,
  token: string,
  apiBase: string,
): Promise<SharedBook> {
  const widget = await sharedWidget(deps, token);
  const pages = await widgetPages(deps.db, widget);
  return {
    title: widget.title,
    pages: pages.map((_, index) => ({
      number: index + 1,
      url: `${apiBase}${sharedBookPageApiPath(token, index + 1)}`,
    })),
  };
}

/**
 * One page's image, through the share token (decision 0246): the URL names no photo and stops
 * working the moment the widget is deleted, unlike a signed photo URL.
 */
export async function readSharedBookPage(
  deps: WidgetsDeps,
  token: string,
  page: number,
): Promise<{ body: Readable; etag: string }> {
  const widget = await sharedWidget(deps, token);
  return readPage(deps, widget, page, notShared);
}

/**
 * One page's image of the caller's own book, for their viewer in the app (decision 0250): the
 * same rendition the shared page shows; 404 for a code without a widget of theirs.
 */
export async function readMyWidgetPage(
  deps: WidgetsDeps,
  user: AuthUser,
  code: string,
  page: number,
): Promise<{ body: Readable; etag: string }> {
  const widget = await findMyWidgetRow(deps.db, user, code);
  if (!widget) {
    throw widgetNotFound();
  }
  return readPage(deps, widget, page, widgetNotFound);
}

async function readPage(
  deps: WidgetsDeps,
  widget: WidgetRow,
  page: number,
  missing: () => Error,
): Promise<{ body: Readable; etag: string }> {
  const photo = (await widgetPages(deps.db, widget))[page - 1];
  if (!photo) {
    throw missing();
  }
  const body = await deps.blobs.get(blobKeyOf(photo, PAGE_VARIANT));
  return { body, etag: `"${photo.content_hash.slice(0, 32)}-${PAGE_VARIANT}"` };
}
