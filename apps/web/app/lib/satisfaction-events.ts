/**
 * Told when the satisfaction widget has stored an answer, so the footer's site rating can reload
 * (shell-and-browsing §2.11) without the feedback feature and the shell importing each other.
 */
export const SATISFACTION_SENT_EVENT = 'cardgenius:satisfaction-sent';

export function announceSatisfactionSent(): void {
  window.dispatchEvent(new Event(SATISFACTION_SENT_EVENT));
}
