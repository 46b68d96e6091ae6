import '../zod-setup';
import type { z } from 'zod';
import { rolesFor, STAFF_AREA_NAMES, type StaffArea, type StaffRole } from '../rules/staff-roles';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an endpoint, checked by the server before the input is read: `public` (anyone; a
 * call that stores something for an anonymous caller is rate limited per address and site-wide),
 * `session` (any live sign-in, also one still waiting for its authenticator code), `member` (signed in
 * as the accounts spec §4 defines authenticated), `staff:<area>` (a member whose staff role may use
 * that area of the admin site, with two-factor on, in a session under 12 hours old: see
 * rules/staff-roles.ts), `development` (outside production, the developer's own computer; to anyone
 * else it does not exist, and the production API document leaves it out).
 */
export type StaffAccess = `staff:${StaffArea}`;
export const STAFF_ACCESS = STAFF_AREA_NAMES.map((area) => `staff:${area}` as StaffAccess);
export const ENDPOINT_ACCESS = ['public', 'session', 'member', ...STAFF_ACCESS, 'development'] as const;
export type EndpointAccess = 'public' | 'session' | 'member' | StaffAccess | 'development';

/** The area of a staff access level, or null for any other level. */
export function staffAreaOf(access: EndpointAccess): StaffArea | null {
  return access.startsWith('staff:') ? (access.slice('staff:'.length) as StaffArea) : null;
}

/** The staff roles that may call an endpoint of this access level; none when it is not a staff level. */
export function staffRolesFor(access: EndpointAccess): readonly StaffRole[] {
  const area = staffAreaOf(access);
  return area ? rolesFor(area) : [];
}

/** Whether calling needs a sign-in (a session, a member or staff). */
export function needsSignIn(access: EndpointAccess): boolean {
  return access === 'session' || access === 'member' || staffAreaOf(access) !== null;
}

/**
 * The parts of a request an endpoint validates; a part left out is not accepted or not used. `headers`
 * names the request headers the endpoint reads (lower case), each checked when sent; others are ignored.
 */
export interface EndpointRequest {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
}

/**
 * One API operation, described once. The server mounts it (validating input against these schemas),
 * the OpenAPI document is generated from it, and clients take their types from it.
 */
export interface Endpoint<
  Req extends EndpointRequest = EndpointRequest,
  Res extends Record<number, z.ZodType> = Record<number, z.ZodType>,
> {
  /** Stable identifier, also the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** Path under /api/v2, with `{name}` placeholders, e.g. `/cards/{slug}`. */
  path: `/${string}`;
  summary: string;
  description?: string;
  tag: string;
  access: EndpointAccess;
  request?: Req;
  /**
   * What a success answer is when it is a file rather than JSON (a CSV download): its body is then the
   * file's text. Errors stay JSON.
   */
  mediaType?: 'text/csv';
  /** Answers by status; the shared error shape is added to every operation. */
  responses: Res;
}

// biome-ignore lint/complexity/noBannedTypes: an endpoint without input has an empty request.
export function defineEndpoint<Req extends EndpointRequest = {}, Res extends Record<number, z.ZodType> = never>(
  endpoint: Endpoint<Req, Res>,
): Endpoint<Req, Res> {
  return endpoint;
}

/** The schema of one request part, or never when the endpoint takes none. */
export type RequestSchema<E, K extends keyof EndpointRequest> =
  E extends Endpoint<infer Req, infer _Res> ? (Req extends { [P in K]: infer S extends z.ZodType } ? S : never) : never;

export type ResponseSchemas<E> = E extends Endpoint<infer _Req, infer Res> ? Res : never;
