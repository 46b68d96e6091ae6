import { createTransport } from 'nodemailer';
import { withUnsubscribeFooter } from './email-templates';
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

/** How every email gets its recipient's own one-click unsubscribe link. */
export interface UnsubscribeLinks {
  brandName: string;
  /** The signed link for this address, or null to send without one. */
  linkFor(address: string): string | null;
}

/**
 * The unsubscribe footer and the RFC 2369 / RFC 8058 headers: a mail client shows its own Unsubscribe
 * button and, with `List-Unsubscribe-Post`, unsubscribes by a POST to the link without opening a page.
 */
export function addUnsubscribeLink(message: MailMessage, links: UnsubscribeLinks | undefined): MailMessage {
  const link = links?.linkFor(message.to);
  if (!links || !link) return message;
  return {
    ...withUnsubscribeFooter(message, { link, brandName: links.brandName }),
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      ...message.headers,
    },
  };
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
 * the recipient's domain and the subject only: bodies hold codes and sign-in links. With `unsubscribe`,
 * every message gets its recipient's unsubscribe link (footer and headers), in the outbox too.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outbox: Outbox;
  logger: Logger;
  unsubscribe?: UnsubscribeLinks;
}): Mailer {
  const { smtpUrl, from, outbox, logger } = options;
  const transport = smtpUrl ? createTransport(smtpUrl) : undefined;
  return {
    async send(original) {
      const message = addUnsubscribeLink(original, options.unsubscribe);
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
