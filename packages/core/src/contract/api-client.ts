import '../zod-setup';
import type { z } from 'zod';
import { ApiError } from './api-error';
import type { Endpoint, RequestSchema, ResponseSchemas } from './endpoint';
import { ErrorResponse } from './error';
import { API_BASE_PATH } from './names';

export { ApiError, isApiError } from './api-error';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

type PartKey<E> = {
  [K in 'params' | 'query' | 'body']: [RequestSchema<E, K>] extends [never] ? never : K;
}['params' | 'query' | 'body'];
type PartInput<E, K extends 'params' | 'query' | 'body'> = z.input<RequestSchema<E, K>>;

/**
 * What a caller sends: exactly the request parts the endpoint declares, in their input types; a part
 * whose fields are all optional may be left out.
 */
export type CallInput<E> = {
  [K in PartKey<E> as object extends PartInput<E, K> ? never : K]: PartInput<E, K>;
} & {
  [K in PartKey<E> as object extends PartInput<E, K> ? K : never]?: PartInput<E, K>;
};
/** The body of the endpoint's 2xx answer. */
export type CallResult<E> = z.output<ResponseSchemas<E>[Extract<keyof ResponseSchemas<E>, 200 | 201 | 202 | 204>]>;

export interface ApiClient {
  call<E extends Endpoint>(
    endpoint: E,
    ...input: keyof CallInput<E> extends never ? [] : [CallInput<E>]
  ): Promise<CallResult<E>>;
}

export interface ApiClientOptions {
  /** Origin-relative by default (`/api/v2`); a full URL for clients elsewhere. */
  basePath?: string;
  /** Sent with every call (e.g. the page being served, forwarded credentials). */
  headers?: Record<string, string>;
}

export function buildEndpointUrl(
  endpoint: Endpoint,
  input: { params?: object; query?: object },
  basePath: string,
): string {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  return `${basePath}${path}${query ? `?${query}` : ''}`;
}

/** One client for every caller: in-process on the server, `fetch` in the browser, the same contract. */
export function createApiClient(fetchLike: FetchLike, options: ApiClientOptions = {}): ApiClient {
  const basePath = options.basePath ?? API_BASE_PATH;
  return {
    async call(endpoint, ...rest) {
      const input = (rest[0] ?? {}) as { params?: object; query?: object; body?: unknown };
      const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
      const init: RequestInit = { method: endpoint.method.toUpperCase(), headers, credentials: 'same-origin' };
      if (input.body !== undefined) {
        headers['content-type'] = 'application/json';
        init.body = JSON.stringify(input.body);
      }
      const response = await fetchLike(buildEndpointUrl(endpoint, input, basePath), init);
      const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
      if (response.ok) return payload as never;
      const parsed = ErrorResponse.safeParse(payload);
      if (parsed.success) {
        const { code, message, fields, options, redirect } = parsed.data.error;
        throw new ApiError(response.status, code, message, fields, options, redirect);
      }
      throw new ApiError(response.status, 'UNKNOWN', `The API answered ${response.status}.`);
    },
  };
}
