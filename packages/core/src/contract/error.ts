import '../zod-setup';
import { z } from 'zod';

/** Every failure the API answers with has this shape (accounts spec §7, one error shape). */
export const ErrorCode = z.enum([
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** What a sign-in form offers next to the message (accounts spec §7, §8). */
export const ErrorOptions = z
  .object({
    showLoginLink: z.boolean(),
    showConfirmationLink: z.boolean(),
    showFailedLoginMaxMessage: z.boolean(),
    confirmWithPassword: z
      .boolean()
      .describe('Confirming an address from another browser than the one that registered: ask for the password'),
    reenterPassword: z
      .boolean()
      .describe('A sensitive staff action: ask for the password (POST /admin/confirm-password), then try again'),
  })
  .partial();
export type ErrorOptions = z.infer<typeof ErrorOptions>;

export const ErrorResponse = z
  .object({
    error: z.object({
      code: ErrorCode,
      message: z.string(),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .describe('For validation failures: what to fix, keyed by the dotted path of each bad field'),
      options: ErrorOptions.optional(),
      redirect: z.string().optional().describe('A path on this site to show instead (go-links)'),
    }),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
