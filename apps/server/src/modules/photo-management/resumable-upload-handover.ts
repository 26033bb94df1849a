import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from '@tus/server';
import { NodeRequest, sendNodeResponse } from 'srvx/node';
import { CORRELATION_ID_HEADER, ErrorResponseSchema } from '@my-account/contract/errors';
import { codeOfStatus } from '../../platform/http/error-handler.ts';
import { reasonPhrase } from '../../platform/http/http-error.ts';
import { setUploadCaller } from './resumable-upload-server.ts';
import type { UploadCaller } from './resumable-upload.service.ts';

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * tus answers some refusals itself, in plain text (a missing Tus-Resumable, a malformed header):
 * every error leaves in the contract's shape, with the request's correlation id, as all others.
 */
async function inErrorShape(response: Response, correlationId: string): Promise<Response> {
  if (response.status < 400) {
    return response;
  }
  const text = await response.text();
  const ours = ErrorResponseSchema.safeParse(parsedJson(text));
  const statusCode = response.status;
  const body = ours.success
    ? { ...ours.data, correlationId }
    : {
        statusCode,
        error: reasonPhrase(statusCode),
        code: statusCode >= 500 ? 'INTERNAL_ERROR' : codeOfStatus(statusCode),
        message:
          statusCode >= 500
            ? 'An unexpected error occurred'
            : text.trim() || reasonPhrase(statusCode),
        correlationId,
      };
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: statusCode, headers });
}

/**
 * Hands an authenticated request to tus, which reads the body itself as a stream and answers on
 * the raw response (Fastify's reply is hijacked, so nothing of it is sent).
 */
export async function handOverToTus(
  tus: Server,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: UploadCaller,
): Promise<void> {
  setUploadCaller(request.raw, caller);
  reply.hijack();
  const answer = await tus.handleWeb(new NodeRequest({ req: request.raw, res: reply.raw }));
  const shaped = await inErrorShape(answer, request.id);
  reply.raw.setHeader(CORRELATION_ID_HEADER, request.id);
  await sendNodeResponse(reply.raw, shaped);
}
