import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One API operation, described once. The server mounts it (validating input against these schemas),
 * the OpenAPI document is generated from it, and clients take their types from it.
 */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Responses extends Record<number, z.ZodType> = Record<number, z.ZodType>,
> {
  /** Stable identifier, also the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** Path under /api/v2, with `{name}` placeholders, e.g. `/cards/{slug}`. */
  path: `/${string}`;
  summary: string;
  description?: string;
  tag: string;
  request?: { params?: Params; query?: Query; body?: Body };
  /** Success responses by status; the shared error shape is added to every operation. */
  responses: Responses;
}

export function defineEndpoint<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Responses extends Record<number, z.ZodType>,
>(endpoint: Endpoint<Params, Query, Body, Responses>): Endpoint<Params, Query, Body, Responses> {
  return endpoint;
}

/** The JSON a successful call answers with, for the lowest 2xx status of an endpoint. */
export type SuccessBody<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.infer<R[Extract<keyof R, 200 | 201 | 202>]> : never;

export type RequestBody<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B> ? z.infer<B> : never;
