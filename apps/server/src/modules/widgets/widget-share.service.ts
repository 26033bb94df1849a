import { vendorForChannel } from '@my-account/contract/identity-paths';
import {
  decodeShareValue,
  sharedBookPath,
  WIDGET_ERROR_CODES,
  WidgetSharePayloadSchema,
  type WidgetSharePayload,
  type WidgetShareQuery,
  type WidgetShareResult,
} from '@my-account/contract/widgets';
import type { AuthUser } from '../../platform/auth/auth-user.ts';
import { newSingleUseToken } from '../../platform/auth/single-use-token.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { widgetShareMail } from './share-mail.ts';
import type { WidgetsDeps } from './widgets.deps.ts';
import { deleteShare, insertShare } from './widgets.repository.ts';
import { findMyWidgetRow, widgetNotFound } from './widgets.service.ts';

const invalid = (issues: { path: string; message: string }[]): HttpError =>
  new HttpError(400, WIDGET_ERROR_CODES.badShareValue, 'The share is not valid', issues);

/** The share query decoded (base64 UTF-8 values) and checked; 400 in the error shape if not. */
export function decodeShareQuery(query: WidgetShareQuery): WidgetSharePayload {
  const decoded: Record<string, string> = {};
  const issues: { path: string; message: string }[] = [];
  for (const field of ['fromName', 'personalMessage', 'toEmailAddress'] as const) {
    const text = decodeShareValue(query[field] ?? '');
    if (text === undefined) {
      issues.push({ path: field, message: 'Not base64 of UTF-8 text' });
    } else {
      decoded[field] = text;
    }
  }
  if (issues.length > 0) {
    throw invalid(issues);
  }
  const parsed = WidgetSharePayloadSchema.safeParse({
    vendorId: query.vendorId,
    senderName: decoded.fromName,
    personalMessage: decoded.personalMessage,
    recipientEmail: decoded.toEmailAddress,
  });
  if (!parsed.success) {
    const names: Record<string, string> = {
      senderName: 'fromName',
      personalMessage: 'personalMessage',
      recipientEmail: 'toEmailAddress',
    };
    throw invalid(
      parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? '');
        return { path: names[key] ?? key, message: issue.message };
      }),
    );
  }
  return parsed.data;
}

/**
 * `PUT /v1/widget/{code}/share`: mails a link to the book's public viewer page, in the brand and
 * language of the vendor. Each share is its own link (an unguessable token; only its hash is
 * kept); deleting the widget revokes them all.
 */
export async function shareMyWidget(
  deps: WidgetsDeps,
  user: AuthUser,
  code: string,
  query: WidgetShareQuery,
  appOrigin: string,
): Promise<WidgetShareResult> {
  const widget = await findMyWidgetRow(deps.db, user, code);
  if (!widget) {
    throw widgetNotFound();
  }
  const payload = decodeShareQuery(query);
  const { token, hash } = newSingleUseToken();
  const sharedAt = deps.now().toISOString();
  await insertShare(deps.db, {
    tokenHash: hash,
    widgetId: widget.id,
    customerId: widget.customer_id,
    at: sharedAt,
  });
  try {
    await deps.mailer.send(
      widgetShareMail({
        to: payload.recipientEmail,
        vendor: vendorForChannel(payload.vendorId, deps.defaultVendorHost),
        senderName: payload.senderName,
        personalMessage: payload.personalMessage,
        title: widget.title,
        link: `${appOrigin}${sharedBookPath(token)}`,
      }),
    );
  } catch (error) {
    // A link nobody received must not stay valid.
    await deleteShare(deps.db, hash);
    throw error;
  }
  return { widgetId: widget.id, recipientEmail: payload.recipientEmail, sharedAt };
}
