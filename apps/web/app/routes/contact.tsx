import { ContactTopic, endpoints, isApiError } from '@cardgenius/core/contract';
import { data, Link } from 'react-router';
import { ContactForm, type ContactResult } from '../features/content/contact-form';
import {
  type ContactVariant,
  contactRequestFrom,
  contactVariantFrom,
  readCaptchaCode,
  readContactForm,
} from '../features/content/contact-form-values';
import { ContentPage } from '../features/content/content-page';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/contact';

const VARIANTS: Record<ContactVariant, { title: string; topic: ContactTopic; description: string }> = {
  general: {
    title: 'Contact us',
    topic: 'general',
    description:
      'Questions about a card, our ratings, GeniusCash or your account? Send us a message; we answer by email.',
  },
  geniuscash: {
    title: 'Ask about a GeniusCash offer',
    topic: 'geniuscash',
    description: 'A question about a GeniusCash offer or payout? Tell us which card you applied for and when.',
  },
  bug: {
    title: 'Report a bug',
    topic: 'bug',
    description:
      'Something on the site not working, or a card figure that looks wrong? Tell us where and what happened.',
  },
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const variant = contactVariantFrom(url.searchParams);
  const requestedTopic = ContactTopic.safeParse(url.searchParams.get('topic'));
  const topic = variant === 'general' && requestedTopic.success ? requestedTopic.data : VARIANTS[variant].topic;
  if (variant !== 'bug') return { variant, topic, pageUrl: '' };
  // The page the visitor came from is theirs: this one is never shared.
  return data(
    { variant, topic, pageUrl: referringPath(request) },
    { headers: { 'Cache-Control': 'private, no-cache' } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * The path of the page on this site the visitor came from, to start a bug report with. Only the
 * path: a query string can hold things that do not belong in a message (such as a reset token).
 */
function referringPath(request: Request): string {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return '';
  const from = new URL(referer);
  if (from.host !== new URL(request.url).host || from.pathname === paths.contact()) return '';
  return from.pathname;
}

export async function action({ request, context }: Route.ActionArgs): Promise<ContactResult> {
  const form = await request.formData();
  const values = readContactForm(form);
  const body = contactRequestFrom(values, readCaptchaCode(form));
  try {
    await context.api.call(endpoints.sendContactMessage, { body });
    return { status: 'sent', email: body.email };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === 'VALIDATION_FAILED') return { status: 'invalid', fields: error.fields ?? {}, values };
    if (error.code === 'RATE_LIMITED') return { status: 'limited', message: error.message, values };
    return { status: 'failed', values };
  }
}

export const meta: Route.MetaFunction = (args) => {
  const variant = VARIANTS[args.loaderData?.variant ?? 'general'];
  return pageMeta(args, { title: variant.title, description: variant.description });
};

export default function Contact({ loaderData, actionData, matches }: Route.ComponentProps) {
  const brandName = matches[0].loaderData.site.brandName;
  const { variant, topic, pageUrl } = loaderData;
  const lead =
    variant === 'geniuscash'
      ? 'Tell us which card you applied for and roughly when, and we will check the offer’s status with the issuer. Payouts go out every two weeks once an approval is confirmed.'
      : variant === 'bug'
        ? 'Something broken, or a figure that looks wrong? Tell us where it happened and what you saw. Security weaknesses can be reported here too.'
        : `Questions about a card, our ratings, GeniusCash or your account? Write to us and a member of the ${brandName} team will answer by email.`;
  return (
    <ContentPage title={VARIANTS[variant].title} lead={lead}>
      {variant === 'general' && actionData?.status !== 'sent' ? (
        <ul className="mt-6 space-y-2 text-slate-700">
          <li>
            Waiting for a GeniusCash payout?{' '}
            <Link className="font-medium text-brand-700 underline" to={paths.contact('geniuscash')}>
              Use the GeniusCash form
            </Link>
            .
          </li>
          <li>
            Something not working?{' '}
            <Link className="font-medium text-brand-700 underline" to={paths.contact('bug')}>
              Report a bug
            </Link>
            .
          </li>
          <li>
            Many answers are already in our{' '}
            <Link className="font-medium text-brand-700 underline" to={paths.faq()}>
              frequently asked questions
            </Link>
            .
          </li>
        </ul>
      ) : null}

      {/* Keyed by variant so that moving between variants starts a fresh form. */}
      <ContactForm key={variant} variant={variant} topic={topic} pageUrl={pageUrl} result={actionData} />

      <p className="mt-8 text-slate-600 text-sm">
        We cannot see or change anything with a card issuer. For an application, a card you hold or your credit limit,
        contact the issuer directly. How we handle what you send us is explained in our{' '}
        <Link className="underline" to={paths.privacy()}>
          privacy policy
        </Link>
        .
      </p>
    </ContentPage>
  );
}
