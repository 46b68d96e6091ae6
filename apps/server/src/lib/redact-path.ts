/**
 * Paths whose next segment is a secret (a reset token, a confirmation code): logs show
 * `:redacted` in its place, so no token ever reaches a log line.
 */
const SECRET_SEGMENT_AFTER = [
  'reset-password',
  'confirm-email',
  'confirm-email-change',
  'confirm-email-subscription',
  'unsubscribe',
  'unsubscribe-email',
  'undo-change',
];

export function redactPath(rawPath: string): string {
  const path = rawPath.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/');
  for (let index = 0; index < segments.length - 1; index++) {
    if (SECRET_SEGMENT_AFTER.includes(segments[index] ?? '') && segments[index + 1]) {
      segments[index + 1] = ':redacted';
    }
  }
  return segments.join('/').slice(0, 300);
}
