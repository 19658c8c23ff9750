import type { z } from 'zod';
import type { FieldErrors } from './contract';

/**
 * The one response envelope of the shop API (ApiSuccess, ApiFailure in contract.ts).
 *   success: { success: true, data, message? }         (2xx)
 *   failure: { success: false, message, errors? }      (4xx/5xx; errors: field -> messages)
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

/** A success answer; handlers name the contract type, `ok<ProductPage>(…)`, so it is checked. */
export function ok<T>(data: T, init: { message?: string; status?: number; headers?: HeadersInit } = {}): Response {
  return new Response(successJson(data, init.message), {
    status: init.status ?? 200,
    headers: { ...JSON_HEADERS, ...(init.headers as Record<string, string> | undefined) },
  });
}

/** The success envelope's JSON text. */
export function successJson(data: unknown, message?: string): string {
  const body: Record<string, unknown> = { success: true, data };
  if (message) body.message = message;
  return JSON.stringify(body);
}

/** A success answer already turned into JSON text (a kept answer: catalogue/read-cache.ts). */
export function okFromJson(json: string): Response {
  return new Response(json, { status: 200, headers: JSON_HEADERS });
}

export function fail(status: number, message: string, errors?: FieldErrors): Response {
  const body: Record<string, unknown> = { success: false, message };
  if (errors && Object.keys(errors).length > 0) body.errors = errors;
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

export function html(markup: string, status = 200, headers: HeadersInit = {}): Response {
  return new Response(markup, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...(headers as Record<string, string>) },
  });
}

/** The largest JSON or form body the API reads (ADR 0052); larger ones answer 413 unread. */
const MAX_BODY_BYTES = 64 * 1024;
const TOO_LARGE = 'Request body is too large';

/**
 * The body as text, read at most to MAX_BODY_BYTES: a declared Content-Length over the cap is
 * refused before a byte is read, and a chunked body is counted while it streams and dropped
 * (reader cancelled) the moment it passes the cap. Never buffers more than the cap.
 */
async function readCappedText(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw new ApiError(413, TOO_LARGE);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      void reader.cancel().catch(() => undefined);
      throw new ApiError(413, TOO_LARGE);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Reads a JSON object body. Missing body reads as {}; anything unparsable is a 400. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = await readCappedText(request);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Request body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError(400, 'Request body must be a JSON object');
  }
  // PostgreSQL refuses NUL in text; refuse it here with a 400 instead of a 500 deep in a query.
  if (text.includes('\\u0000')) throw new ApiError(400, 'Request contains a character that is not allowed');
  return parsed as Record<string, unknown>;
}

/** Validates a body with a zod schema; failures become a 400 with field errors. */
export function validate<S extends z.ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  throw new ApiError(400, first ? first.message : 'Invalid request', errors);
}

export async function readBody<S extends z.ZodTypeAny>(request: Request, schema: S): Promise<z.infer<S>> {
  return validate(schema, await readJsonObject(request));
}

/** Reads an HTML form body (the hosted payment page). */
export async function readForm(request: Request): Promise<URLSearchParams> {
  const text = await readCappedText(request);
  const form = new URLSearchParams(text);
  for (const value of form.values()) {
    if (value.includes('\u0000')) throw new ApiError(400, 'Request contains a character that is not allowed');
  }
  return form;
}

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}
