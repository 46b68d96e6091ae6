import type { Logger } from './logger';
import type { Outbox } from './mailer';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A Twilio number (E.164) or messaging service SID. */
  from: string;
  /** Overridable so tests can point at a fake Twilio. */
  apiBase?: string;
}

export interface SmsSender {
  /** `to` is E.164 (+15145550123). Throws when the provider refuses the message. */
  send(to: string, body: string): Promise<void>;
}

const TWILIO_API_BASE = 'https://api.twilio.com';
/** Twilio answers in well under a second; a stuck request must not hold a sign-in flow forever. */
const TWILIO_TIMEOUT_MS = 10_000;

/** The last two digits are enough to tell numbers apart in a log; the rest is personal data. */
export function maskNumber(e164: string): string {
  return `…${e164.slice(-2)}`;
}

/** Twilio's Messages API when configured, else the outbox. Bodies carry codes: never logged. */
export function createSmsSender(options: { twilio?: TwilioConfig; outbox: Outbox; logger: Logger }): SmsSender {
  const { twilio, outbox, logger } = options;
  return {
    async send(to, body) {
      if (!twilio) {
        await outbox.store({ channel: 'sms', to, subject: null, text: body, html: null });
        logger.info({ to: maskNumber(to), via: 'outbox' }, 'text stored in outbox');
        return;
      }
      const base = (twilio.apiBase ?? TWILIO_API_BASE).replace(/\/+$/, '');
      const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: to, From: twilio.from, Body: body }),
        signal: AbortSignal.timeout(TWILIO_TIMEOUT_MS),
      });
      if (!response.ok) {
        // Twilio's error code says why (21211 invalid number, 21610 opted out…); the rest of the answer
        // may echo the message, so it stays out of the error.
        const code = await twilioErrorCode(response);
        throw new Error(`Twilio refused the text message: HTTP ${response.status}${code ? `, error ${code}` : ''}`);
      }
      await response.body?.cancel();
      logger.info({ to: maskNumber(to), via: 'twilio' }, 'text sent');
    },
  };
}

async function twilioErrorCode(response: Response): Promise<number | undefined> {
  try {
    const answer: unknown = await response.json();
    const code = (answer as { code?: unknown } | null)?.code;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
}
