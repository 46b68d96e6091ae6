import { randomUUID } from 'node:crypto';
import { INGESTED_EVENT_KINDS } from '@cardgenius/core/analytics';
import { ANALYTICS_ENDPOINTS } from '@cardgenius/core/contract';
import { eq } from 'drizzle-orm';
import { posts } from '../db/schema';
import { sampleEvent, sampleSession } from '../modules/analytics/analytics-test-fixtures';
import { createUnsubscribeToken } from '../modules/newsletter/signed-links';
import {
  anotherVisitor,
  asMember,
  captchaCode,
  linkTokenFrom,
  register,
  registeringBrowser,
  STRONG_PASSWORD,
  signedInMember,
} from './members';
import type { TestApp } from './test-app';

export interface ExampleRequest {
  path?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * `repeatable`: each call may store something anew (a message, a sign-up): it must be limited.
 * `single-use`: it spends something made once elsewhere (an emailed code); repeating it stores nothing.
 */
export interface Example {
  kind: 'repeatable' | 'single-use';
  /** The n-th request, each with its own subject (address, email) where the endpoint has one. */
  request: (n: number) => Promise<ExampleRequest>;
}

/**
 * A valid request for every public endpoint that is not a GET, made against this app: what a visitor
 * (or an emailed link) sends. Tests derive the list of such endpoints from the contract and need one
 * example each.
 */
export function anonymousWriteExamples(t: TestApp): Record<string, Example> {
  const unique = (n: number) => `${Date.now().toString(36)}${n}${randomUUID().slice(0, 6)}`;
  const letters = (n: number) =>
    n
      .toString(26)
      .split('')
      .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)))
      .join('');

  /** A registration in a GeniusCash context, whose ticket cookie lets the mobile-number calls act. */
  /** A post the seed published, to comment on. */
  async function publishedPostId(): Promise<string> {
    const [post] = await t.database.db
      .select({ id: posts.id })
      .from(posts)
      .where(eq(posts.status, 'published'))
      .limit(1);
    if (!post) throw new Error('the test database has no published post');
    return post.id;
  }

  async function ticketCookie(): Promise<string> {
    const email = `ticket.${unique(0)}@example.ca`;
    const response = await register(t, { email, origin: 'geniuscash' });
    const ticket = response.headers.getSetCookie().find((line) => line.startsWith('registrationTicket='));
    return ticket?.split(';')[0] ?? '';
  }

  async function confirmationCode(): Promise<string> {
    const email = `confirm.${unique(0)}@example.ca`;
    await register(t, { email });
    return linkTokenFrom(t, email, '/confirm-email');
  }

  const goCard = async () => {
    const card = (await t.deps.catalogue.get()).cards.find((each) => !each.hidden && !each.temporarilyUnavailable);
    if (!card) throw new Error('no listed card');
    return card;
  };

  const analyticsExamples = Object.fromEntries(
    INGESTED_EVENT_KINDS.map((kind) => [
      ANALYTICS_ENDPOINTS[kind].id,
      {
        kind: 'repeatable',
        request: async () => ({ body: { session: sampleSession(), events: [sampleEvent(kind)] } }),
      } satisfies Example,
    ]),
  );

  async function subscriptionCode(): Promise<string> {
    const email = `sub.${unique(0)}@example.ca`;
    await t.postJson('/api/v2/subscription/subscribe', { name: 'Sam Lee', email }, anotherVisitor());
    return linkTokenFrom(t, email, '/confirm-email-subscription');
  }

  return {
    rankCards: { kind: 'repeatable', request: async () => ({ body: {} }) },
    analyseWallet: {
      kind: 'repeatable',
      request: async () => ({ body: { cards: ['american-express-cobalt-card'], next: 2 } }),
    },
    optimiseWallet: {
      kind: 'repeatable',
      request: async () => ({ body: { cards: ['american-express-cobalt-card'] } }),
    },
    rankWalletNextCards: { kind: 'repeatable', request: async () => ({ body: { cards: [], limit: 3 } }) },
    rankLists: {
      kind: 'repeatable',
      request: async () => ({
        body: {
          state: {},
          lists: [
            { name: 'top', scope: { kind: 'every-card' }, limit: 3 },
            { name: 'travel', scope: { kind: 'category', slug: 'travel' }, limit: 3 },
          ],
        },
      }),
    },
    getCardPage: {
      kind: 'repeatable',
      request: async () => ({ path: '/card/american-express-cobalt-card/page', body: { state: { province: 'ON' } } }),
    },
    compareCards: {
      kind: 'repeatable',
      request: async () => ({
        body: { state: { province: 'ON' }, slugs: ['american-express-cobalt-card', 'td-cash-back-visa-card'] },
      }),
    },
    getBestCardGroups: {
      kind: 'repeatable',
      request: async () => ({ body: { state: { province: 'ON' }, by: 'bank', limit: 2 } }),
    },
    getComparePage: {
      kind: 'repeatable',
      request: async () => ({
        body: { state: { province: 'ON', issuers: ['td'] }, compare: ['american-express-cobalt-card'] },
      }),
    },
    searchCards: { kind: 'repeatable', request: async () => ({ body: { query: 'visa' } }) },
    getSearchPage: {
      kind: 'repeatable',
      request: async () => ({ body: { query: 'scotia', state: { province: 'ON' }, rankedLimit: 10 } }),
    },
    listSearchSynonyms: { kind: 'repeatable', request: async () => ({}) },
    getMenuPlacements: { kind: 'repeatable', request: async () => ({}) },
    listAuthors: { kind: 'repeatable', request: async () => ({}) },
    processBellSettings: {
      kind: 'repeatable',
      request: async (n) => ({
        body: {
          data: JSON.stringify([
            {
              id: `example-${n}`,
              name: 'The card quiz',
              linkType: 'Internal',
              link: '/credit-card-quiz',
              copy: 'Seven questions, and the cards that fit.',
              image: null,
              imageAltText: '',
              isAppExclusive: false,
              newTab: false,
              position: 'Top',
            },
          ]),
        },
      }),
    },
    cmsBlogReadManyPost: {
      kind: 'repeatable',
      request: async (n) => ({
        body: { page: n, perPage: 5, sort: '-sortDate' },
        headers: { requestingpath: '/blog' },
      }),
    },
    cmsBlogSearch: {
      kind: 'repeatable',
      request: async () => ({ body: { query: 'cash back', sort: 'modified' }, headers: { requestingpath: '/blog' } }),
    },
    cmsAuthorsReadManyPost: { kind: 'repeatable', request: async () => ({ body: { sort: '-postCount' } }) },
    cmsAuthorsSearch: { kind: 'repeatable', request: async () => ({ body: { query: 'editors' } }) },
    sendContactMessage: {
      kind: 'repeatable',
      request: async (n) => ({
        body: {
          name: 'Alex Tremblay',
          email: `writer.${letters(n)}@example.ca`,
          topic: 'general',
          message: 'A question about a card.',
          captchaCode: await captchaCode(t),
        },
      }),
    },
    postComment: {
      kind: 'repeatable',
      request: async (n) => ({
        body: {
          post_id: await publishedPostId(),
          name: 'Alex Tremblay',
          email: `commenter.${letters(n)}@example.ca`,
          comment: 'Does the welcome offer stack with the fee rebate?',
          captchaCode: await captchaCode(t),
        },
      }),
    },
    submitSatisfaction: {
      kind: 'repeatable',
      request: async () => ({ body: { site: 'site', rating: 1, comments: 'Useful', page: '/credit-cards' } }),
    },
    ...analyticsExamples,
    register: {
      kind: 'repeatable',
      request: async (n) => ({
        body: {
          name: 'Alex Tremblay',
          email: `joiner.${unique(n)}@example.ca`,
          password1: STRONG_PASSWORD,
          password2: STRONG_PASSWORD,
          terms: true,
          captchaCode: await captchaCode(t),
        },
      }),
    },
    login: {
      kind: 'repeatable',
      request: async (n) => ({
        body: {
          email: `stranger.${unique(n)}@example.ca`,
          password: 'Wrong-Password-1!',
          captchaCode: await captchaCode(t),
        },
      }),
    },
    logout: { kind: 'repeatable', request: async () => ({}) },
    skipMobileNumber: { kind: 'repeatable', request: async () => ({ headers: { cookie: await ticketCookie() } }) },
    requestOtp: {
      kind: 'repeatable',
      request: async (n) => ({
        body: { mobileNumber: `416-555-${String(1000 + n).slice(-4)}` },
        headers: { cookie: await ticketCookie() },
      }),
    },
    validateOtp: {
      kind: 'repeatable',
      request: async () => ({
        body: { mobileNumber: '416-555-0199', otpCode: '1234567' },
        headers: { cookie: await ticketCookie() },
      }),
    },
    resendConfirmation: {
      kind: 'repeatable',
      request: async (n) => {
        const email = `resend.${unique(n)}@example.ca`;
        await register(t, { email });
        return { body: { email } };
      },
    },
    forgotPassword: {
      kind: 'repeatable',
      request: async (n) => {
        const member = await signedInMember(t, `forgot.${unique(n)}@example.ca`);
        return { body: { email: member.email, captchaCode: await captchaCode(t) } };
      },
    },
    checkResetToken: { kind: 'repeatable', request: async () => ({ body: { token: 'x'.repeat(43) } }) },
    subscribe: {
      kind: 'repeatable',
      request: async (n) => ({ body: { name: 'Sam Lee', email: `reader.${unique(n)}@example.ca` } }),
    },
    checkUnsubscribeLink: {
      kind: 'repeatable',
      request: async (n) => ({ body: { token: createUnsubscribeToken(t.deps.authSecret, `x${n}@example.ca`) } }),
    },
    requestUnsubscribeLink: {
      kind: 'repeatable',
      request: async (n) => {
        const email = `leaving.${unique(n)}@example.ca`;
        await t.postJson('/api/v2/subscription/subscribe', { name: 'Sam Lee', email }, anotherVisitor());
        return { body: { email } };
      },
    },
    recordApplyClick: {
      kind: 'repeatable',
      request: async () => ({
        path: `/misc/go/${(await goCard()).affiliateId}/click`,
        body: { clickId: randomUUID(), context: 'Compare' },
      }),
    },
    confirmEmail: { kind: 'single-use', request: async () => ({ body: { code: await confirmationCode() } }) },
    optIn: {
      kind: 'single-use',
      request: async () => {
        const email = `optin.${unique(0)}@example.ca`;
        const registered = await register(t, { email });
        const code = await linkTokenFrom(t, email, '/confirm-email');
        await t.postJson('/api/v2/user/confirm-email', { code }, registeringBrowser(registered));
        return { body: { confirmCode: code } };
      },
    },
    resetPassword: {
      kind: 'single-use',
      request: async () => {
        const member = await signedInMember(t, `reset.${unique(0)}@example.ca`);
        await t.postJson(
          '/api/v2/user/forgot-password',
          { email: member.email, captchaCode: await captchaCode(t) },
          anotherVisitor(),
        );
        const token = await linkTokenFrom(t, member.email, '/reset-password');
        return { body: { token, newPassword1: 'Fresh-Maple-77!', newPassword2: 'Fresh-Maple-77!' } };
      },
    },
    confirmEmailChange: {
      kind: 'single-use',
      request: async () => {
        const member = await signedInMember(t, `mover.${unique(0)}@example.ca`);
        const newEmail = `moved.${unique(0)}@example.ca`;
        await t.postJson('/api/v2/user/change-email', { newEmail, password: member.password }, asMember(member));
        return { body: { code: await linkTokenFrom(t, newEmail, '/confirm-email-change') } };
      },
    },
    undoAccountChange: {
      kind: 'single-use',
      request: async () => {
        const member = await signedInMember(t, `undoer.${unique(0)}@example.ca`);
        const newEmail = `undone.${unique(0)}@example.ca`;
        await t.postJson('/api/v2/user/change-email', { newEmail, password: member.password }, asMember(member));
        const code = await linkTokenFrom(t, newEmail, '/confirm-email-change');
        await t.postJson('/api/v2/user/confirm-email-change', { code });
        return { body: { code: await linkTokenFrom(t, member.email, '/undo-change') } };
      },
    },
    confirmSubscription: {
      kind: 'single-use',
      request: async () => ({ path: `/subscription/confirm-email-subscription/${await subscriptionCode()}` }),
    },
    confirmSubscriptionEmail: {
      kind: 'single-use',
      request: async () => ({ path: `/subscription/confirm-email/${await subscriptionCode()}` }),
    },
    unsubscribe: {
      kind: 'single-use',
      request: async () => {
        const email = `stop.${unique(0)}@example.ca`;
        await t.postJson('/api/v2/subscription/subscribe', { name: 'Sam Lee', email }, anotherVisitor());
        return { body: { token: createUnsubscribeToken(t.deps.authSecret, email) } };
      },
    },
  };
}
