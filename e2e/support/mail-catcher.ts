import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * A local SMTP server that keeps what it receives, so a test can read the emails the site sends
 * (the server under test gets `SMTP_URL=smtp://127.0.0.1:<port>`).
 */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            mails.push({
              to: (email.to ?? []).map((address) => address.address ?? '').filter(Boolean),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              headers: Object.fromEntries(email.headers.map((header) => [header.key, header.value])),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest mail to `to` whose text matches `pattern`, waiting up to 10 s for it to arrive. */
    async waitFor(to: string, pattern: RegExp): Promise<CaughtMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = mails.findLast((mail) => mail.to.includes(to) && pattern.test(mail.text));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${pattern} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
