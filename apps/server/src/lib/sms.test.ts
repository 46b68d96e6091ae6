import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Outbox } from './mailer';
import { createSmsSender, maskNumber } from './sms';
import { captureLogger } from './test-logger';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-xyz';
const BODY = 'Your CardGenius verification code is 0042137. It expires in 10 minutes.';

type Request = {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
};

/** A stand-in for Twilio: records each request and answers with the status of the moment. */
function fakeTwilio() {
  const requests: Request[] = [];
  let answer = { status: 201, body: { sid: 'SM123', status: 'queued' } as object };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  return {
    server,
    requests,
    answerWith: (status: number, body: object) => {
      answer = { status, body };
    },
  };
}

function outboxSpy() {
  const entries: Parameters<Outbox['store']>[0][] = [];
  return {
    entries,
    outbox: {
      store: async (entry) => {
        entries.push(entry);
      },
    } satisfies Outbox,
  };
}

describe('SMS through Twilio', () => {
  const twilio = fakeTwilio();
  let apiBase = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => twilio.server.listen(0, '127.0.0.1', resolve));
    apiBase = `http://127.0.0.1:${(twilio.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => twilio.server.close(() => resolve()));
  });

  it('posts To, From and Body, form-encoded, with Basic auth, to the Messages resource', async () => {
    const { logger, lines } = captureLogger();
    const { outbox, entries } = outboxSpy();
    const sms = createSmsSender({
      twilio: { accountSid: SID, authToken: TOKEN, from: '+15145550000', apiBase },
      outbox,
      logger,
    });
    twilio.requests.length = 0;
    twilio.answerWith(201, { sid: 'SM123' });
    await sms.send('+14165550123', BODY);

    expect(twilio.requests).toHaveLength(1);
    const [request] = twilio.requests as [Request];
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(request.body);
    expect(Object.fromEntries(form)).toEqual({ To: '+14165550123', From: '+15145550000', Body: BODY });
    expect(entries).toHaveLength(0);
    expect(lines()).toContain('"to":"…23"');
    expect(lines()).not.toContain('0042137');
    expect(lines()).not.toContain('4165550123');
  });

  it('throws on a refusal, naming Twilio’s error code but no secret and no message', async () => {
    const sms = createSmsSender({
      twilio: { accountSid: SID, authToken: TOKEN, from: '+15145550000', apiBase: `${apiBase}/` },
      outbox: outboxSpy().outbox,
      logger: captureLogger().logger,
    });
    twilio.answerWith(400, { code: 21211, message: `The 'To' number +1416 is not valid. ${BODY}`, status: 400 });
    const error = await sms.send('+1416', BODY).then(
      () => undefined,
      (caught: unknown) => caught as Error,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error?.message).toBe('Twilio refused the text message: HTTP 400, error 21211');

    twilio.answerWith(500, {});
    await expect(sms.send('+14165550123', BODY)).rejects.toThrow(/^Twilio refused the text message: HTTP 500$/);
    // The trailing slash in apiBase did not double up.
    expect(twilio.requests.at(-1)?.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
  });
});

describe('SMS without Twilio', () => {
  it('stores the text in the outbox', async () => {
    const { outbox, entries } = outboxSpy();
    const { logger, lines } = captureLogger();
    await createSmsSender({ outbox, logger }).send('+14165550123', BODY);
    expect(entries).toEqual([{ channel: 'sms', to: '+14165550123', subject: null, text: BODY, html: null }]);
    expect(lines()).not.toContain('0042137');
  });

  it('masks numbers for logs', () => {
    expect(maskNumber('+14165550123')).toBe('…23');
  });
});
