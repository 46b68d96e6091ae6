import { isApiError } from '@cardgenius/core/contract';
import { loginPathFor } from '@cardgenius/core/rules';
import { data, isRouteErrorResponse, redirect } from 'react-router';

/** Admin pages are never kept by a browser or a shared cache (the member pages' own rule). */
export const ADMIN_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/** What the admin site's 403 page is told: the API's own reason. */
export interface StaffRefusal {
  message: string;
}

/** The admin page this request is for, as a return path after signing in. */
function here(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/**
 * A staff call from an admin page's loader. Who may use the staff tools is the API's rule (an admin
 * with two-factor on), never the page's: signed out (or part way through signing in), the visitor is
 * sent to sign in and brought back; refused, the page answers 403 with the API's reason.
 */
export async function staffCall<T>(request: Request, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      throw redirect(loginPathFor(here(request)), { headers: ADMIN_PAGE_HEADERS });
    }
    if (isApiError(error) && error.status === 403) {
      throw data<StaffRefusal>({ message: error.message }, { status: 403, headers: ADMIN_PAGE_HEADERS });
    }
    throw error;
  }
}

/** A 403 thrown by `staffCall`, as the error boundary receives it; null for any other error. */
export function staffRefusal(error: unknown): StaffRefusal | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const message = (error.data as Partial<StaffRefusal> | null)?.message;
  return { message: typeof message === 'string' ? message : 'This is for the site’s staff only.' };
}
