import { createTransport } from 'nodemailer';
import type { Logger } from './logger';

/**
 * Where mail and texts go when no SMTP server or Twilio account is configured: a table developers and
 * end-to-end tests read, so every flow works without outside services.
 */
export interface Outbox {
  store(entry: {
    channel: 'email' | 'sms';
    to: string;
    subject: string | null;
    text: string;
    html: string | null;
  }): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The part of an address a log may show: the domain (the mailbox is personal data). */
export function recipientDomain(address: string): string {
  return (
    address
      .slice(address.lastIndexOf('@') + 1)
      .replace(/[>\s].*$/, '')
      .toLowerCase() || 'unknown'
  );
}

/**
 * SMTP when SMTP_URL is set (`smtp://user:pass@host:587`, `smtps://…`), else the outbox. Logs carry
 * the recipient's domain and the subject only: bodies hold codes and sign-in links.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outbox: Outbox; logger: Logger }): Mailer {
  const { smtpUrl, from, outbox, logger } = options;
  const transport = smtpUrl ? createTransport(smtpUrl) : undefined;
  return {
    async send(message) {
      const log = { toDomain: recipientDomain(message.to), subject: message.subject };
      if (!transport) {
        await outbox.store({
          channel: 'email',
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        logger.info({ ...log, via: 'outbox' }, 'email stored in outbox');
        return;
      }
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      logger.info({ ...log, via: 'smtp' }, 'email sent');
    },
  };
}
