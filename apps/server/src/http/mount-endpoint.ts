import {
  type Endpoint,
  type EndpointAccess,
  issuesToFields,
  type RequestSchema,
  type ResponseSchemas,
} from '@cardgenius/core/contract';
import { findControlCharacter } from '@cardgenius/core/rules';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';
import type { AppEnv } from './app-env';
import { keptJson } from './kept-json';

type InputOf<E, K extends 'params' | 'query' | 'body' | 'headers'> = [RequestSchema<E, K>] extends [never]
  ? undefined
  : z.output<RequestSchema<E, K>>;

/**
 * What a handler answers: one of the endpoint's declared statuses with a body of its schema, and any
 * headers of its own (a download's file name).
 */
export type EndpointReply<E> = {
  [S in keyof ResponseSchemas<E> & number]: {
    status: S;
    body: z.input<ResponseSchemas<E>[S]>;
    headers?: Record<string, string>;
    /** Kept and shared: sent from bytes encoded once (`keptReply`). */
    kept?: boolean;
  };
}[keyof ResponseSchemas<E> & number];

export interface EndpointInput<E> {
  params: InputOf<E, 'params'>;
  query: InputOf<E, 'query'>;
  body: InputOf<E, 'body'>;
  /** The headers the endpoint declares, checked; absent when it declares none. */
  headers: InputOf<E, 'headers'>;
}

export type EndpointHandler<E> = (input: EndpointInput<E>, c: Context<AppEnv>) => Promise<EndpointReply<E>>;

/** `/cards/{slug}` → `/cards/:slug`. */
export function toHonoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * Registers one contract endpoint: checks who may call it, validates params, query, the headers it
 * declares and the JSON body against the contract (a 400 names each bad field), calls the handler, and
 * (outside production) checks the answer against the contract too, so the API can never drift from its
 * OpenAPI document unnoticed.
 */
export function mountEndpoint<E extends Endpoint>(
  router: Hono<AppEnv>,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { checkResponses: boolean; authorize?: (access: EndpointAccess, c: Context<AppEnv>) => void },
): void {
  router.on(endpoint.method.toUpperCase(), toHonoPath(endpoint.path), async (c) => {
    // Who may call is checked first: an anonymous caller learns nothing from validation messages.
    options.authorize?.(endpoint.access, c);
    const params = parseInput(endpoint.request?.params, c.req.param(), 'params');
    const query = parseInput(endpoint.request?.query, readQuery(c), 'query');
    const headers = parseInput(endpoint.request?.headers, c.req.header(), 'headers');
    const body = endpoint.request?.body ? parseInput(endpoint.request.body, await readJsonBody(c), 'body') : undefined;
    const reply = await handler({ params, query, body, headers } as EndpointInput<E>, c);
    const schema = endpoint.responses[reply.status];
    if (options.checkResponses) {
      const checked = schema?.safeParse(reply.body);
      if (!checked?.success) {
        c.get('logger').error(
          { endpoint: endpoint.id, status: reply.status, issues: checked?.error.issues },
          'response does not match the contract',
        );
        throw new Error(`Response of ${endpoint.id} does not match its contract`);
      }
    }
    for (const [name, value] of Object.entries(reply.headers ?? {})) c.header(name, value);
    if (reply.kept && typeof reply.body === 'object' && reply.body !== null)
      return keptJson(c, reply.body, reply.status);
    if (endpoint.mediaType && reply.status < 300) {
      return c.body(String(reply.body), reply.status as 200, {
        'Content-Type': `${endpoint.mediaType}; charset=utf-8`,
      });
    }
    return c.json(reply.body as object, reply.status as 200);
  });
}

type InputLocation = 'params' | 'query' | 'body' | 'headers';

function parseInput(schema: z.ZodType | undefined, value: unknown, location: InputLocation): unknown {
  if (!schema) return undefined;
  // With its input reported, a wrong type is told apart from a field left out (issuesToFields).
  const result = schema.safeParse(value, { reportInput: true });
  // The schema's own message comes first; whatever it let through is checked for control characters
  // (of the headers, only those the endpoint reads).
  if (result.success)
    return refuseControlCharacters(result.data, location === 'headers' ? result.data : value, location);
  const fields = issuesToFields(result.error.issues, location === 'body' ? undefined : location);
  throw new AppError('VALIDATION_FAILED', `Some ${location === 'body' ? 'fields' : location} are not valid.`, fields);
}

const CONTROL_CHARACTER_MESSAGE = 'This contains characters we cannot store. Remove them and try again.';

/**
 * No input of any endpoint may hold a control character other than tab and line breaks, whatever its
 * schema says: none reaches the database (which cannot store NUL) or a log. Checked on what was sent.
 */
function refuseControlCharacters<T>(parsed: T, sent: unknown, location: InputLocation): T {
  const path = findControlCharacter(sent);
  if (path === null) return parsed;
  const field = [location === 'body' ? undefined : location, path].filter(Boolean).join('.') || 'body';
  throw new AppError('VALIDATION_FAILED', 'Some fields contain characters we cannot store.', {
    [field]: CONTROL_CHARACTER_MESSAGE,
  });
}

/** Repeated query keys become arrays; single ones stay strings. */
function readQuery(c: Context<AppEnv>): Record<string, string | string[]> {
  const all = c.req.queries();
  return Object.fromEntries(
    Object.entries(all).map(([key, values]) => [key, values.length === 1 ? (values[0] as string) : values]),
  );
}

async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON with Content-Type: application/json.');
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('MALFORMED_JSON', 'The request body is not valid JSON.');
  }
}

/** The headers of a download: the browser saves it under this name, and nothing keeps a copy. */
export function attachment(fileName: string): Record<string, string> {
  return { 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'private, no-store' };
}

/**
 * `reply(200, body)`: keeps the status a literal so it is checked against the endpoint's responses;
 * `reply(200, csv, attachment(name))` for a download.
 */
export function reply<const S extends number, B>(
  status: S,
  body: B,
  headers?: Record<string, string>,
): { status: S; body: B; headers?: Record<string, string>; kept?: boolean } {
  return headers ? { status, body, headers } : { status, body };
}

/**
 * `keptReply(200, body)`: an answer the server keeps and hands to every caller who asks the same (never
 * changed after): sent from bytes serialised and compressed once (kept-json.ts).
 */
export function keptReply<const S extends number, B extends object>(status: S, body: B) {
  return { status, body, kept: true };
}
