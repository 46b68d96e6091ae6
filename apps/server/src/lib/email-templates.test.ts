import { describe, expect, it } from 'vitest';
import * as templates from './email-templates';
import { type EmailContent, escapeHtml } from './email-templates';

const HOSTILE = `<script>alert("x")</script> O'Brien & Co`;
const BRAND = 'Card<b>Genius</b>';
const LINK = 'https://cardgenius.test/confirm-email/abc?x=1&y="2"';
const LOGIN = 'https://cardgenius.test/login?next=/account&from=mail';
const RESET = 'https://cardgenius.test/forgot-password';

/** Each template with hostile values, and the links it must carry. */
const CASES: [name: string, email: EmailContent, links: string[]][] = [
  ['confirmEmail', templates.confirmEmail({ link: LINK, brandName: BRAND }), [LINK]],
  ['resetPassword', templates.resetPassword({ name: HOSTILE, link: LINK, brandName: BRAND, ttlMinutes: 60 }), [LINK]],
  [
    'existingAccountNotice',
    templates.existingAccountNotice({ name: HOSTILE, loginLink: LOGIN, resetLink: RESET, brandName: BRAND }),
    [LOGIN, RESET],
  ],
  ['emailChangeConfirm', templates.emailChangeConfirm({ name: HOSTILE, link: LINK, brandName: BRAND }), [LINK]],
  [
    'emailChangedNotice',
    templates.emailChangedNotice({ name: HOSTILE, newEmail: HOSTILE, brandName: BRAND, undoLink: LINK }),
    [LINK],
  ],
  [
    'payoutChangedNotice',
    templates.payoutChangedNotice({
      name: HOSTILE,
      brandName: BRAND,
      method: 'paypal',
      destination: HOSTILE,
      undoLink: LINK,
    }),
    [LINK],
  ],
  [
    'twoFactorEnabledNotice',
    templates.twoFactorEnabledNotice({ name: HOSTILE, brandName: BRAND, accountLink: LINK }),
    [LINK],
  ],
  [
    'twoFactorDisabledNotice',
    templates.twoFactorDisabledNotice({ name: HOSTILE, brandName: BRAND, accountLink: LINK }),
    [LINK],
  ],
  [
    'passwordChangedNotice',
    templates.passwordChangedNotice({ name: HOSTILE, brandName: BRAND, resetLink: RESET }),
    [RESET],
  ],
];

describe('escapeHtml', () => {
  it('escapes the five special characters and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
    expect(escapeHtml('Café — 100 % sûr')).toBe('Café — 100 % sûr');
  });
});

describe.each(CASES)('%s', (name, email, links) => {
  it('puts every link in both parts', () => {
    for (const link of links) {
      expect(email.text).toContain(link);
      expect(email.html).toContain(`href="${escapeHtml(link)}"`);
    }
    expect(email.html.match(/href="/g)?.length ?? 0).toBe(links.length * 2);
  });

  it('escapes every interpolated value in the HTML and keeps the text part plain', () => {
    expect(email.html).not.toContain('<script');
    expect(email.html).not.toContain('<b>');
    expect(email.html).not.toContain(LINK);
    // The confirmation goes to an address nobody has confirmed: it greets no one.
    const greeting = name === 'confirmEmail' ? 'Hi,' : `Hi ${HOSTILE},`;
    expect(email.html).toContain(escapeHtml(greeting));
    expect(email.html).toContain('Card&lt;b&gt;Genius&lt;/b&gt;');
    expect(email.text.startsWith(greeting)).toBe(true);
    expect(email.text).toContain(`The ${BRAND} team`);
    expect(email.text).not.toContain('<p');
    // Every tag left in the HTML is one of the layout's own.
    const tags = new Set(email.html.match(/<\/?([a-z]+)/g)?.map((tag) => tag.replace(/[</]/g, '')));
    expect(
      [...tags].every((tag) => ['html', 'head', 'meta', 'title', 'body', 'div', 'p', 'a', 'br'].includes(tag)),
    ).toBe(true);
  });

  it('has a subject naming the brand, free of line breaks', () => {
    expect(email.subject).toContain(BRAND);
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});

describe('template wording', () => {
  it('titles the confirmation email and names its button as the confirmation screen tells the reader to look for', () => {
    const confirm = templates.confirmEmail({ link: LINK, brandName: 'CardGenius' });
    expect(confirm.subject).toBe('Confirm Your Email | CardGenius');
    expect(confirm.html).toContain('>Confirm Email</a>');
    expect(confirm.text).toContain(`Confirm Email: ${LINK}`);
  });

  it('states how long the links last', () => {
    const confirm = templates.confirmEmail({ link: LINK, brandName: 'CardGenius' });
    expect(confirm.text).toContain('expires in 48 hours');
    expect(templates.resetPassword({ name: 'Jo', link: LINK, brandName: 'CardGenius', ttlMinutes: 60 }).text).toContain(
      'expires in 1 hour',
    );
    expect(templates.resetPassword({ name: 'Jo', link: LINK, brandName: 'CardGenius', ttlMinutes: 30 }).html).toContain(
      'expires in 30 minutes',
    );
  });

  it('tells the old address where the account moved, and greets without a name when there is none', () => {
    const notice = templates.emailChangedNotice({
      name: '  ',
      newEmail: 'new@example.ca',
      brandName: 'CardGenius',
      undoLink: LINK,
    });
    expect(notice.text).toContain('new@example.ca');
    expect(notice.text.startsWith('Hi,')).toBe(true);
    expect(notice.text).toContain(`This wasn’t me: undo the change: ${LINK}`);
  });

  it('greets an address nobody has confirmed without any name', () => {
    expect(templates.confirmEmail({ link: LINK, brandName: 'CardGenius' }).text.startsWith('Hi,\n')).toBe(true);
    expect(templates.greetingName({ name: 'Call 555-0100 now', emailConfirmedAt: null })).toBe('');
    expect(templates.greetingName({ name: 'Jo', emailConfirmedAt: new Date() })).toBe('Jo');
  });
});

describe('offerClaimedNotice', () => {
  const claim = {
    name: HOSTILE,
    brandName: BRAND,
    amount: 62.5,
    cardName: `Card <i>Visa</i>`,
    reference: '1A2B3C4D',
    ticketLink: LINK,
    accountLink: LOGIN,
  };

  it('gives the ticket, the amount and the way to choose a payout when there is none', () => {
    const email = templates.offerClaimedNotice({ ...claim, payoutTo: null });
    expect(email.subject).toBe('Your $62.50 GeniusCash claim for the Card <i>Visa</i>: ticket 1A2B3C4D');
    expect(email.text).toContain('Its ticket is 1A2B3C4D');
    expect(email.text).toContain(`Choose how I’m paid: ${LOGIN}`);
    expect(email.text).toContain('every other Tuesday');
    expect(email.html).not.toContain('<i>');
    expect(email.html).toContain(`href="${escapeHtml(LINK)}"`);
  });

  it('names where the payout goes once the member has chosen', () => {
    const email = templates.offerClaimedNotice({
      ...claim,
      amount: 125,
      payoutTo: { method: 'paypal', email: 'jo@example.ca' },
    });
    expect(email.text).toContain('We’ll send it by PayPal to jo@example.ca.');
    expect(email.text).not.toContain(LOGIN);
    expect(email.subject).toMatch(/^Your \$125 GeniusCash claim/);
  });
});

describe('walletDigest', () => {
  const digest = (count: number) =>
    templates.walletDigest({
      name: HOSTILE,
      brandName: BRAND,
      changes: Array.from({ length: count }, () => ({ cardName: HOSTILE, cardLink: LINK, change: 'fee <b>up</b>' })),
      walletLink: LOGIN,
      alertsLink: RESET,
    });

  it('counts the changes in its subject and lists each with its card’s link', () => {
    expect(digest(1).subject).toBe('Your wallet: 1 change this week');
    const email = digest(2);
    expect(email.subject).toBe('Your wallet: 2 changes this week');
    expect(email.text).toContain(`- ${HOSTILE}: fee <b>up</b>\n  ${LINK}`);
    expect(email.text).toContain(`See my wallet: ${LOGIN}`);
    expect(email.text).toContain(`Turn wallet alerts off: ${RESET}`);
  });

  it('escapes every value in the HTML', () => {
    const { html } = digest(2);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html.match(new RegExp(`<a href="${escapeHtml(LINK).replace(/[?]/g, '\\?')}"`, 'g'))).toHaveLength(2);
    expect(html).toContain(`<a href="${escapeHtml(RESET)}" style="color:#0b57d0;">Turn wallet alerts off</a>.`);
  });
});
