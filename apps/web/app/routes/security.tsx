import { Link } from 'react-router';
import { AuthorBox } from '../features/content/author-box';
import { siteAuthors } from '../features/content/authors';
import { ContentPage, ContentSection } from '../features/content/content-page';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/security';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Security',
    description:
      'How we protect members: Argon2id password hashing, authenticator-app two-factor sign-in, secure cookies, CSRF protection, a strict content security policy and TLS. How to report a vulnerability.',
  });

export default function Security({ matches }: Route.ComponentProps) {
  const brandName = matches[0].loaderData.site.brandName;
  return (
    <ContentPage
      title="How we protect your account"
      lead={`A ${brandName} account holds your contact details and your GeniusCash payouts, so we protect it the way we would want our own protected. Here is what we do, and what you can do.`}
    >
      <ContentSection id="passwords" title="Passwords">
        <p>
          We never store your password. We store a one-way hash of it made with Argon2id, a password-hashing method
          designed to make guessing attacks slow and expensive, even for someone who has the hash. That is also why we
          cannot tell you your password and offer a reset instead.
        </p>
        <p>
          Passwords must be at least 8 characters long. A longer passphrase that you use nowhere else is far stronger; a
          password manager makes that easy.
        </p>
      </ContentSection>

      <ContentSection id="two-factor" title="Two-factor authentication">
        <p>
          Turn on two-factor authentication in your account and signing in will need a code from an authenticator app on
          your phone as well as your password. The codes follow the time-based one-time password standard (RFC 6238), so
          any authenticator app that supports it works: scan the QR code we show you, then enter the 6-digit code the
          app displays. Each code changes every 30 seconds, so a stolen password alone is not enough to get in.
        </p>
        <p>
          Members who claim GeniusCash may also be asked to verify their mobile number with a code sent by text message,
          which helps us stop payouts going to accounts opened by someone else.
        </p>
      </ContentSection>

      <ContentSection id="sessions" title="Signing in and staying signed in">
        <ul>
          <li>
            Your sign-in is kept in a cookie marked <strong>HttpOnly</strong> (scripts on the page cannot read it),{' '}
            <strong>Secure</strong> (it is only sent over an encrypted connection) and <strong>SameSite</strong>{' '}
            (browsers do not send it with most requests that start on other websites).
          </li>
          <li>
            Every change you make to your account is checked for a matching anti-forgery (CSRF) token, so another
            website cannot make changes on your behalf while you are signed in.
          </li>
          <li>On a shared or public computer, sign out when you are done.</li>
        </ul>
      </ContentSection>

      <ContentSection id="site" title="How the site itself is protected">
        <ul>
          <li>
            All traffic between your browser and {brandName} is encrypted with TLS (HTTPS), and browsers are told to use
            the encrypted connection only.
          </li>
          <li>
            Our pages send a strict content security policy: your browser runs only scripts from our own site or
            carrying a one-time value (a nonce) generated for that page load. That blocks most scripts an attacker might
            try to inject.
          </li>
          <li>Our pages cannot be shown inside another website’s frame, which prevents click-jacking tricks.</li>
          <li>Every request to our API is checked against its published schema, and anything unexpected is refused.</li>
        </ul>
      </ContentSection>

      <ContentSection id="what-we-never-ask" title="What we will never ask for">
        <p>
          {brandName} never asks for your credit card number, a card’s security code, a PIN, your Social Insurance
          Number, your online banking password, or the codes from your authenticator app or our text messages, whether
          by email, by text or on the phone. When you apply for a card, you enter your details on the issuer’s own
          website, not on ours.
        </p>
        <p>
          If a message asks for any of these in our name, do not answer it: it is not from us. Before you sign in, check
          that the address bar shows our site.
        </p>
      </ContentSection>

      <ContentSection id="if-something-is-wrong" title="If you think your account is at risk">
        <p>
          Change your password right away, turn on two-factor authentication, and check your payout details in your
          account. Then <Link to={paths.contact()}>tell us what happened</Link> so we can look at recent activity with
          you.
        </p>
      </ContentSection>

      <ContentSection id="report-a-vulnerability" title="Report a vulnerability">
        <p>
          If you believe you have found a security weakness in {brandName}, please tell us through our{' '}
          <Link to={paths.contact('bug')}>bug report form</Link>. Include the page or API address, the steps to
          reproduce it and what an attacker could do with it.
        </p>
        <p>While you look into it, please:</p>
        <ul>
          <li>use only your own accounts, and never access, change or delete other people’s data;</li>
          <li>avoid anything that slows the site down for others, such as load testing or automated scanning;</li>
          <li>give us reasonable time to fix the problem before you tell anyone else about it.</li>
        </ul>
        <p>We read every report, will confirm that we received it, and will keep you informed as we fix it.</p>
      </ContentSection>

      <AuthorBox authors={[siteAuthors(brandName).editors]} />
    </ContentPage>
  );
}
