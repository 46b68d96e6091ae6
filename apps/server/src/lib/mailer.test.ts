import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type MailMessage, type Outbox, recipientDomain } from './mailer';
import { captureLogger } from './test-logger';

const SECRET_LINK = 'https://cardgenius.test/confirm-email/s3cr3t-t0ken';
const MESSAGE: MailMessage = {
  to: 'Member.One@Example.CA',
  subject: 'Confirm your email',
  text: `Hello,\n\nConfirm here: ${SECRET_LINK}\n`,
  html: `<p>Hello,</p><p><a href="${SECRET_LINK}">Confirm</a> — merci</p>`,
  headers: { 'X-Entity-Ref-ID': 'abc-123', 'List-Unsubscribe': '<https://cardgenius.test/unsubscribe>' },
};

type Received = { raw: Buffer; rcpt: string[]; user: string | undefined };

function outboxSpy() {
  const entries: Parameters<Outbox['store']>[0][] = [];
  const outbox: Outbox = {
    store: async (entry) => {
      entries.push(entry);
    },
  };
  return { outbox, entries };
}

describe('mailer over SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'p@ss word') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            raw: Buffer.concat(chunks),
            rcpt: session.envelope.rcptTo.map((address) => address.address),
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers text and HTML parts and the extra headers, and logs neither body nor mailbox', async () => {
    const { logger, lines } = captureLogger();
    const { outbox, entries } = outboxSpy();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'CardGenius <no-reply@cardgenius.test>',
      outbox,
      logger,
    });
    received.length = 0;
    await mailer.send(MESSAGE);

    expect(received).toHaveLength(1);
    const [delivery] = received as [Received];
    expect(delivery.rcpt.map((address) => address.toLowerCase())).toEqual(['member.one@example.ca']);
    const email = await PostalMime.parse(delivery.raw);
    expect(email.subject).toBe('Confirm your email');
    expect(email.from?.address).toBe('no-reply@cardgenius.test');
    expect(email.text).toContain(SECRET_LINK);
    expect(email.html).toContain(`<a href="${SECRET_LINK}">Confirm</a> — merci`);
    const header = (name: string) => email.headers.find((entry) => entry.key === name)?.value;
    expect(header('x-entity-ref-id')).toBe('abc-123');
    expect(header('list-unsubscribe')).toBe('<https://cardgenius.test/unsubscribe>');
    expect(entries).toHaveLength(0);

    const log = lines();
    expect(log).toContain('"toDomain":"example.ca"');
    expect(log).toContain('Confirm your email');
    expect(log).not.toContain('s3cr3t');
    expect(log).not.toContain('Member.One');
  });

  it('gives every message its recipient’s one-click unsubscribe link: footer and RFC 8058 headers', async () => {
    const { logger } = captureLogger();
    const { outbox, entries } = outboxSpy();
    const link = (address: string) => `https://cardgenius.test/unsubscribe?token=${'t'.repeat(180)}.${address.length}`;
    const unsubscribe = { brandName: 'Card<Genius>', linkFor: link };
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@cardgenius.test',
      outbox,
      logger,
      unsubscribe,
    });
    received.length = 0;
    const { headers: _headers, ...plain } = MESSAGE;
    await mailer.send(plain);

    const email = await PostalMime.parse((received[0] as Received).raw);
    const header = (name: string) => email.headers.find((entry) => entry.key === name)?.value;
    // Long as it is, the link reaches the client whole.
    expect(header('list-unsubscribe')?.trim()).toBe(`<${link(MESSAGE.to)}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(email.text).toContain(SECRET_LINK);
    expect(email.text).toContain(`Unsubscribe in one click: ${link(MESSAGE.to)}`);
    expect(email.html).toContain(`<a href="${link(MESSAGE.to)}" style="color:#52606d;">Unsubscribe in one click</a>`);
    expect(email.html).toContain('from Card&lt;Genius&gt;.');
    // The footer sits inside the document, after the message.
    expect(email.html?.indexOf('Unsubscribe in one click')).toBeGreaterThan(email.html?.indexOf('merci') ?? 0);

    // The outbox keeps the same footer, so a developer can follow the link too.
    await createMailer({ from: 'no-reply@cardgenius.test', outbox, logger, unsubscribe }).send(MESSAGE);
    expect(entries[0]?.text).toContain(`Unsubscribe in one click: ${link(MESSAGE.to)}`);
  });

  it('signs in with the credentials in the URL', async () => {
    const { logger } = captureLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://mailer:${encodeURIComponent('p@ss word')}@127.0.0.1:${port}`,
      from: 'no-reply@cardgenius.test',
      outbox: outboxSpy().outbox,
      logger,
    });
    received.length = 0;
    await mailer.send(MESSAGE);
    expect(received[0]?.user).toBe('mailer');

    const refused = createMailer({
      smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}`,
      from: 'no-reply@cardgenius.test',
      outbox: outboxSpy().outbox,
      logger,
    });
    await expect(refused.send(MESSAGE)).rejects.toThrow();
    expect(received).toHaveLength(1);
  });
});

describe('mailer without SMTP', () => {
  it('stores the message in the outbox', async () => {
    const { logger, lines } = captureLogger();
    const { outbox, entries } = outboxSpy();
    await createMailer({ from: 'no-reply@cardgenius.test', outbox, logger }).send(MESSAGE);
    expect(entries).toEqual([
      { channel: 'email', to: MESSAGE.to, subject: MESSAGE.subject, text: MESSAGE.text, html: MESSAGE.html },
    ]);
    expect(lines()).toContain('"via":"outbox"');
    expect(lines()).not.toContain('s3cr3t');
  });

  it('reduces an address to its domain for logs', () => {
    expect(recipientDomain('a.b@Mail.Example.CA')).toBe('mail.example.ca');
    expect(recipientDomain('Jo <jo@example.ca>')).toBe('example.ca');
    expect(recipientDomain('"odd@local"@example.ca')).toBe('example.ca');
    expect(recipientDomain('nodomain')).toBe('nodomain');
    expect(recipientDomain('trailing@')).toBe('unknown');
  });
});
