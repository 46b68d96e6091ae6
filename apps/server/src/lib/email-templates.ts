import { CONFIRMATION_EMAIL, PAYOUT_WEEKDAY } from '@cardgenius/core/rules';
import { EMAIL_TOKEN_TTL_MS } from './one-time-codes';

/** Every account email: a subject, a plain-text part and an HTML part saying the same thing. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** One entry of a list of links: the linked words, then what they are about. */
export interface LinkedItem {
  label: string;
  link: string;
  detail: string;
}

/**
 * A paragraph; a link shown as a button (with the address spelled out beneath it); a paragraph that
 * ends with a link; or a list whose entries start with a link.
 */
export type Block =
  | string
  | { label: string; link: string }
  | { text: string; linkLabel: string; link: string }
  | { items: LinkedItem[] };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every interpolated value goes through this: names and addresses are typed by members. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function duration(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = minutes / 60;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

const CONFIRM_LINK_LIFETIME = duration(EMAIL_TOKEN_TTL_MS / 60_000);

const STYLE = {
  body: 'margin:0;padding:24px 12px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;',
  card: 'max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px 28px;',
  paragraph: 'margin:0 0 16px;font-size:16px;line-height:1.5;',
  list: 'margin:0 0 16px;padding-left:20px;font-size:16px;line-height:1.5;',
  item: 'margin:0 0 8px;',
  link: 'color:#0b57d0;',
  button:
    'display:inline-block;background:#0b57d0;color:#ffffff;padding:12px 22px;border-radius:6px;' +
    'font-size:16px;font-weight:bold;text-decoration:none;',
  fallback: 'margin:8px 0 20px;font-size:13px;line-height:1.5;color:#52606d;word-break:break-all;',
  signature: 'margin:24px 0 0;font-size:14px;color:#52606d;',
};

/** A greeting, the blocks, and the team's signature, as text and as escaped HTML in the site's email layout. */
export function compose(options: { brandName: string; name: string; subject: string; blocks: Block[] }): EmailContent {
  const { brandName, subject, blocks } = options;
  const name = options.name.trim();
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const signature = `The ${brandName} team`;

  const text = [greeting, ...blocks.map(blockText), `— ${signature}`].join('\n\n');

  const paragraph = (content: string) => `<p style="${STYLE.paragraph}">${escapeHtml(content)}</p>`;
  const anchor = (label: string, link: string) =>
    `<a href="${escapeHtml(link)}" style="${STYLE.link}">${escapeHtml(label)}</a>`;
  const htmlBlocks = blocks.map((block) => {
    if (typeof block === 'string') return paragraph(block);
    if ('items' in block) {
      const items = block.items.map(
        (item) => `<li style="${STYLE.item}">${anchor(item.label, item.link)}: ${escapeHtml(item.detail)}</li>`,
      );
      return `<ul style="${STYLE.list}">\n${items.join('\n')}\n</ul>`;
    }
    if ('text' in block) {
      return `<p style="${STYLE.paragraph}">${escapeHtml(block.text)} ${anchor(block.linkLabel, block.link)}.</p>`;
    }
    const href = escapeHtml(block.link);
    return (
      `<p style="margin:24px 0 0;"><a href="${href}" style="${STYLE.button}">${escapeHtml(block.label)}</a></p>` +
      `<p style="${STYLE.fallback}">If the button doesn’t work, copy this link into your browser:<br>` +
      `<a href="${href}" style="color:#0b57d0;">${href}</a></p>`
    );
  });
  const html = [
    '<!doctype html>',
    `<html lang="en-CA"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="${STYLE.body}"><div style="${STYLE.card}">`,
    paragraph(greeting),
    ...htmlBlocks,
    `<p style="${STYLE.signature}">— ${escapeHtml(signature)}</p>`,
    '</div></body></html>',
  ].join('\n');

  return { subject, text, html };
}

/** A block in the text part: links are spelled out, since a text part has no anchors. */
function blockText(block: Block): string {
  if (typeof block === 'string') return block;
  if ('items' in block) return block.items.map((item) => `- ${item.label}: ${item.detail}\n  ${item.link}`).join('\n');
  if ('text' in block) return `${block.text} ${block.linkLabel}: ${block.link}`;
  return `${block.label}: ${block.link}`;
}

/**
 * The name to greet a member by: none until their address is confirmed, since until then the name was
 * typed by whoever registered, who may not be the address's owner.
 */
export function greetingName(member: { name: string; emailConfirmedAt: Date | null }): string {
  return member.emailConfirmedAt ? member.name : '';
}

/** Sent to an address nobody has confirmed yet: no name, since anyone could have typed it. */
export function confirmEmail(input: { link: string; brandName: string }): EmailContent {
  return compose({
    ...input,
    name: '',
    subject: CONFIRMATION_EMAIL.subject(input.brandName),
    blocks: [
      `Thanks for signing up for ${input.brandName}! Please confirm your email address so you can log in.`,
      { label: CONFIRMATION_EMAIL.button, link: input.link },
      `This link expires in ${CONFIRM_LINK_LIFETIME}. If you didn’t create an account, you can ignore this email.`,
    ],
  });
}

export function resetPassword(input: {
  name: string;
  link: string;
  brandName: string;
  ttlMinutes: number;
}): EmailContent {
  return compose({
    ...input,
    subject: `Reset your ${input.brandName} password`,
    blocks: [
      `We received a request to reset the password for your ${input.brandName} account. You can choose a new one here:`,
      { label: 'Reset my password', link: input.link },
      `This link expires in ${duration(input.ttlMinutes)} and works once. If you didn’t ask to reset your password, ` +
        'you can ignore this email: your password stays the same.',
    ],
  });
}

/** Sent instead of a confirmation when someone registers with a taken address: the form itself says nothing. */
export function existingAccountNotice(input: {
  name: string;
  loginLink: string;
  resetLink: string;
  brandName: string;
}): EmailContent {
  return compose({
    ...input,
    subject: `You already have a ${input.brandName} account`,
    blocks: [
      `Someone, hopefully you, just tried to sign up for ${input.brandName} with this email address. ` +
        'You already have an account, so no new one was created.',
      { label: 'Log in', link: input.loginLink },
      'Forgotten your password? You can choose a new one:',
      { label: 'Reset my password', link: input.resetLink },
      'If this wasn’t you, you can ignore this email. Nothing has changed on your account.',
    ],
  });
}

/** To the new address: the change takes effect only once this link is followed. */
export function emailChangeConfirm(input: { name: string; link: string; brandName: string }): EmailContent {
  return compose({
    ...input,
    subject: `Confirm your new email address for ${input.brandName}`,
    blocks: [
      `You asked to use this email address for your ${input.brandName} account. Please confirm it to finish the change.`,
      { label: 'Confirm my new email address', link: input.link },
      `This link expires in ${CONFIRM_LINK_LIFETIME}. Until then, your account keeps its current address. ` +
        'If you didn’t ask for this, you can ignore this email.',
    ],
  });
}

/** How long the link that undoes a change of address or payout destination works. */
export const UNDO_LINK_DAYS = 7;

/** To the old address, once the change is done, with the way to undo it from this inbox. */
export function emailChangedNotice(input: {
  name: string;
  newEmail: string;
  brandName: string;
  undoLink: string;
}): EmailContent {
  return compose({
    ...input,
    subject: `Your ${input.brandName} email address was changed`,
    blocks: [
      `The email address of your ${input.brandName} account was just changed to ${input.newEmail}. ` +
        'We’ll send account emails to that address from now on.',
      'If you made this change, there’s nothing else to do. If you didn’t, put your address back: this also ' +
        'signs everyone out of your account, and then you choose a new password.',
      { label: 'This wasn’t me: undo the change', link: input.undoLink },
      `The link works for ${UNDO_LINK_DAYS} days.`,
    ],
  });
}

/** To the account's address whenever the GeniusCash payout destination changes, with the way to undo it. */
export function payoutChangedNotice(input: {
  name: string;
  brandName: string;
  method: 'interac' | 'paypal';
  destination: string;
  undoLink: string;
}): EmailContent {
  const method = input.method === 'paypal' ? 'PayPal' : 'Interac e-Transfer';
  return compose({
    ...input,
    subject: `Your ${input.brandName} payout details were changed`,
    blocks: [
      `Your GeniusCash payouts will now go by ${method} to ${input.destination}.`,
      'If you made this change, there’s nothing else to do. If you didn’t, put the previous details back: this ' +
        'also signs everyone out of your account, and then you choose a new password.',
      { label: 'This wasn’t me: undo the change', link: input.undoLink },
      `The link works for ${UNDO_LINK_DAYS} days.`,
    ],
  });
}

export function twoFactorEnabledNotice(input: { name: string; brandName: string; accountLink: string }): EmailContent {
  return compose({
    ...input,
    subject: `Two-factor authentication is on for your ${input.brandName} account`,
    blocks: [
      `Two-factor authentication was just turned on for your ${input.brandName} account. From now on, ` +
        'you’ll enter a code from your authenticator app when you log in.',
      'If you didn’t do this, please reset your password and review your account right away.',
      { label: 'Review my account', link: input.accountLink },
    ],
  });
}

export function twoFactorDisabledNotice(input: { name: string; brandName: string; accountLink: string }): EmailContent {
  return compose({
    ...input,
    subject: `Two-factor authentication is off for your ${input.brandName} account`,
    blocks: [
      `Two-factor authentication was just turned off for your ${input.brandName} account, so your password ` +
        'alone now protects it. You can turn it back on at any time from your account page.',
      'If you didn’t do this, please reset your password and review your account right away.',
      { label: 'Review my account', link: input.accountLink },
    ],
  });
}

export function passwordChangedNotice(input: { name: string; brandName: string; resetLink: string }): EmailContent {
  return compose({
    ...input,
    subject: `Your ${input.brandName} password was changed`,
    blocks: [
      `The password for your ${input.brandName} account was just changed. If you made this change, ` +
        'there’s nothing else to do.',
      'If you didn’t, please reset your password right away:',
      { label: 'Reset my password', link: input.resetLink },
    ],
  });
}

/** '$125', or '$62.50'. */
const dollars = (amount: number) => (Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`);

/**
 * Sent once, when a member claims a GeniusCash offer: the ticket reference to quote, what has to happen
 * before we pay, and where the payout goes (or that they still have to choose).
 */
export function offerClaimedNotice(input: {
  name: string;
  brandName: string;
  amount: number;
  cardName: string;
  reference: string;
  payoutTo: { method: 'interac' | 'paypal'; email: string } | null;
  ticketLink: string;
  accountLink: string;
}): EmailContent {
  const amount = dollars(input.amount);
  const method = input.payoutTo?.method === 'paypal' ? 'PayPal' : 'Interac e-Transfer';
  return compose({
    ...input,
    subject: `Your ${amount} GeniusCash claim for the ${input.cardName}: ticket ${input.reference}`,
    blocks: [
      `We have your claim for ${amount} GeniusCash on the ${input.cardName}. Its ticket is ${input.reference}: ` +
        'quote it if you write to us.',
      'Apply through our link if you haven’t yet. Once the issuer approves you and we confirm the approval, ' +
        `the payout goes out with the next of our payouts, every other ${PAYOUT_WEEKDAY}.`,
      input.payoutTo
        ? `We’ll send it by ${method} to ${input.payoutTo.email}. You can change this on your account page.`
        : 'Tell us where to send it (Interac e-Transfer or PayPal) on your account page: approved claims wait until you do.',
      { label: 'Follow my ticket', link: input.ticketLink },
      ...(input.payoutTo ? [] : [{ label: 'Choose how I’m paid', link: input.accountLink }]),
    ],
  });
}

/** One change a wallet digest tells of: the card, linked to its page, and what changed. */
export interface WalletChangeLine {
  cardName: string;
  cardLink: string;
  change: string;
}

/** The weekly wallet digest: what changed on the cards a member holds or watches, one line each. */
export function walletDigest(input: {
  name: string;
  brandName: string;
  changes: WalletChangeLine[];
  walletLink: string;
  alertsLink: string;
}): EmailContent {
  const count = input.changes.length;
  return compose({
    ...input,
    subject: `Your wallet: ${count} change${count === 1 ? '' : 's'} this week`,
    blocks: [
      'Here’s what changed on the cards you hold or watch:',
      { items: input.changes.map((line) => ({ label: line.cardName, link: line.cardLink, detail: line.change })) },
      'Offers can change or end without notice, so check the card’s page before you apply.',
      { label: 'See my wallet', link: input.walletLink },
      {
        text: 'We send this email at most once a week, while wallet alerts are on.',
        linkLabel: 'Turn wallet alerts off',
        link: input.alertsLink,
      },
    ],
  });
}

const FOOTER_STYLE =
  'max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.5;color:#52606d;text-align:center;';

/**
 * Adds the one-click unsubscribe line every email ends with (text and HTML), under the message card.
 * The link is the address's own signed link, so it works without logging in.
 */
export function withUnsubscribeFooter<T extends { text: string; html: string }>(
  content: T,
  options: { link: string; brandName: string },
): T {
  const { link, brandName } = options;
  const sentence = `You’re receiving this email from ${brandName}. Don’t want our newsletter, offers or wallet alerts?`;
  const text = `${content.text}\n\n----\n${sentence} Unsubscribe in one click: ${link}`;
  const footer =
    `<p style="${FOOTER_STYLE}">${escapeHtml(sentence)} ` +
    `<a href="${escapeHtml(link)}" style="color:#52606d;">Unsubscribe in one click</a>.</p>`;
  const at = content.html.lastIndexOf('</body>');
  const html =
    at === -1 ? `${content.html}\n${footer}` : `${content.html.slice(0, at)}${footer}\n${content.html.slice(at)}`;
  return { ...content, text, html };
}
