import { Link } from 'react-router';
import { POLICY_DATES } from '../features/content/content-dates';
import { ContentPage, ContentSection, defineSections, OnThisPage } from '../features/content/content-page';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Privacy policy',
    description:
      'What personal information we collect, why, who we share it with, how long we keep it, and how to see, correct or delete it, under PIPEDA and Quebec law.',
  });

const sections = defineSections({
  'who-we-are': 'Who we are',
  'what-we-collect': 'What we collect',
  cookies: 'Cookies',
  'why-we-use-it': 'Why we use it',
  consent: 'Your consent',
  sharing: 'Who we share it with',
  'where-it-is-kept': 'Where it is kept',
  retention: 'How long we keep it',
  'your-rights': 'Your rights',
  protection: 'How we protect it',
  age: 'Age',
  changes: 'Changes to this policy',
  'privacy-officer': 'Contact our privacy officer',
});

/** The cookies the site sets, what each holds and how long it lasts. */
const COOKIES = [
  {
    cookieName: 'debt',
    holds: 'The balance you carry and its interest rate, if you entered them, so the ranking can compare interest.',
    lasts: 'One year from your last change',
  },
  {
    cookieName: 'monthlySpend',
    holds: 'Your monthly spending in each category, so cards are rated on what you actually spend.',
    lasts: 'One year from your last change',
  },
  {
    cookieName: 'userPreferences',
    holds: 'How much each part of the rating counts for you, and how points are valued.',
    lasts: 'One year from your last change',
  },
  {
    cookieName: 'province',
    holds: 'The province or territory you chose, so we show the cards and fees that apply there.',
    lasts: 'One year from your last change',
  },
  {
    cookieName: 'location',
    holds:
      'The province, region and country your IP address suggested on your first visit (empty when it suggested none), so we look it up only once.',
    lasts: 'One year',
  },
  {
    label: 'Sign-in',
    holds: 'Proof that you are signed in. Scripts on the page cannot read it.',
    lasts: 'Until you sign out or the session expires',
  },
  {
    label: 'Analytics session',
    holds: 'A random identifier that ties the pages of one visit together.',
    lasts: 'Until it expires or you clear your cookies',
  },
] as const;

export default function Privacy({ matches }: Route.ComponentProps) {
  const brandName = matches[0].loaderData.site.brandName;
  return (
    <ContentPage
      title="Privacy policy"
      effective={{ label: 'Effective', date: POLICY_DATES.privacy }}
      lead="We collect only what we need to rank cards for you, run your account and pay your GeniusCash, and we never sell it. Here is the detail."
    >
      <OnThisPage sections={sections} />

      <ContentSection {...sections['who-we-are']}>
        <p>
          {brandName} (“we”, “us”) runs this website, which compares Canadian credit cards. This policy explains what
          personal information we collect when you use the site, why we collect it, who we share it with, how long we
          keep it, and how you can see, correct or delete it.
        </p>
        <p>
          We handle personal information in line with the{' '}
          <em>Personal Information Protection and Electronic Documents Act</em> (PIPEDA) and, for residents of Quebec,
          the <em>Act respecting the protection of personal information in the private sector</em> as amended by Law 25.
          We have designated a person in charge of the protection of personal information, our privacy officer, who
          answers for how we apply this policy.
        </p>
      </ContentSection>

      <ContentSection {...sections['what-we-collect']}>
        <h3>When you browse</h3>
        <ul>
          <li>
            The spending profile, balance, preferences and province you enter to rank cards. These stay in cookies in
            your browser (listed below) and are sent to us with each page request so we can rate cards for you.
          </li>
          <li>
            Analytics about your visit: the pages you view, the page you came from, campaign tags in the link you
            followed, your device type (desktop or mobile), your browser’s user agent, your approximate region, the site
            features you use and the Apply buttons you click. A random identifier ties one visit together; when you are
            signed in, the visit is linked to your account.
          </li>
          <li>
            Your IP address, which we use to estimate your province when you have not chosen one, and to protect the
            site from abuse. For the first purpose it is sent once, on your first visit, to an IP geolocation service
            that answers with a region; we keep only the region in a cookie, not the address.
          </li>
        </ul>
        <h3>When you create an account</h3>
        <ul>
          <li>Your name and email address, and whether you agreed to receive marketing email.</li>
          <li>
            Your password, stored only as a one-way Argon2id hash. We never store the password itself and cannot read
            it.
          </li>
          <li>
            Your mobile number, if you add it. We verify it with a one-time code sent by text message and use it to
            protect GeniusCash payouts from fraud, never for marketing.
          </li>
          <li>
            If you turn on two-factor authentication, the secret your authenticator app shares with us, used only to
            check the codes you enter.
          </li>
          <li>
            Your payout preference and the email address of your Interac e-Transfer or PayPal account, if you choose
            one.
          </li>
          <li>The cards you save to your wallet, the reviews you post and the questions you send us about payouts.</li>
        </ul>
        <h3>When you claim a GeniusCash offer</h3>
        <p>
          The offer, the card and when you clicked Apply; the status of your application as the issuer or its affiliate
          network reports it to us (for example, approved or declined); and the payouts we send you. We do not ask
          issuers for your credit report, credit score or income.
        </p>
        <h3>When you subscribe to the newsletter or write to us</h3>
        <p>
          For the newsletter, your name, email address, and when you signed up and confirmed. For the contact form, your
          name, email address, topic, message and any details you add, such as the card you applied for or the page
          where something went wrong.
        </p>
        <h3>What we never ask for</h3>
        <p>
          We never ask for a credit card number, a card’s security code, a PIN, your Social Insurance Number or your
          online banking password. When you apply for a card, you give your details to the issuer on its own website,
          not to us.
        </p>
      </ContentSection>

      <ContentSection {...sections.cookies}>
        <p>
          The site uses a few cookies of its own. The first four hold only the settings you choose, contain no name or
          contact details, and can be cleared at any time from your browser.
        </p>
        <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {COOKIES.map((cookie) => (
            <div key={'cookieName' in cookie ? cookie.cookieName : cookie.label} className="p-4">
              <dt className="font-semibold text-slate-900">
                {'cookieName' in cookie ? <code>{cookie.cookieName}</code> : cookie.label}
              </dt>
              <dd className="mt-1">{cookie.holds}</dd>
              <dd className="mt-1 text-slate-600 text-sm">Kept: {cookie.lasts}</dd>
            </div>
          ))}
        </dl>
        <p>
          A few other cookies of ours remember small things, such as the page to return to after you sign in or that you
          have closed a notice. They hold no personal information.
        </p>
      </ContentSection>

      <ContentSection {...sections['why-we-use-it']}>
        <ul>
          <li>To rate and rank cards for your spending, and remember your settings between visits.</li>
          <li>To run your account: signing you in, two-factor authentication, your saved cards and reviews.</li>
          <li>
            To pay GeniusCash offers: match your application to the offer, confirm the approval, send the payout and
            answer your questions about it.
          </li>
          <li>
            To send the newsletter, only after you confirm your subscription by clicking the link in our confirmation
            email (double opt-in), as Canada’s anti-spam legislation (CASL) requires.
          </li>
          <li>To answer the messages you send us.</li>
          <li>To understand, in aggregate, which pages and tools help visitors, and to fix what does not work.</li>
          <li>To protect the site and our members from fraud and abuse, and to meet our legal obligations.</li>
        </ul>
        <p>
          We do not sell personal information, and we do not make decisions about you by automated processing alone:
          ratings describe cards, not people, and only issuers decide credit applications.
        </p>
      </ContentSection>

      <ContentSection {...sections.consent}>
        <p>
          We ask for your consent when we collect your information, and use it only for the purposes described here or
          ones you agree to later. You can withdraw consent at any time: unsubscribe with the one-click link in any
          newsletter, turn marketing email off in your account, or delete your account. Some services need certain
          information; for example, we cannot pay GeniusCash without a payout method.
        </p>
      </ContentSection>

      <ContentSection {...sections.sharing}>
        <ul>
          <li>
            <strong>Service providers</strong> that host the site and its database, deliver our email and text messages,
            and send payouts (Interac e-Transfer through our financial institution, or PayPal). They may use your
            information only to provide their service to us.
          </li>
          <li>
            <strong>Card issuers and affiliate networks.</strong> When you click Apply, the link tells the issuer the
            visit came from us, with a reference code; we do not send your name, email or phone number with it. For
            GeniusCash, the issuer or its network tells us the status of applications made through our links.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires it, such as under a court order, or to prevent fraud.
          </li>
          <li>
            <strong>A buyer or successor</strong>, if the business is sold or merged, who must protect your information
            as this policy does.
          </li>
        </ul>
        <p>We never share your information with issuers or anyone else for their own marketing.</p>
      </ContentSection>

      <ContentSection {...sections['where-it-is-kept']}>
        <p>
          Our service providers may store or process information outside your province, including outside Canada, where
          it is subject to the laws of that place. Before personal information about a Quebec resident is communicated
          outside Quebec, we assess whether it will be adequately protected, as Quebec law requires.
        </p>
      </ContentSection>

      <ContentSection {...sections.retention}>
        <ul>
          <li>
            <strong>Account information</strong>: while your account is open. When you delete your account, we delete
            your profile, saved cards, preferences, mobile number and two-factor secret.
          </li>
          <li>
            <strong>GeniusCash offers and payouts</strong>: records of payouts we have made are kept as long as Canadian
            tax law requires businesses to keep financial records (generally six years), even after you delete your
            account, then deleted.
          </li>
          <li>
            <strong>Newsletter</strong>: until you unsubscribe. A sign-up that is never confirmed is deleted.
          </li>
          <li>
            <strong>Analytics</strong>: up to 24 months, after which it is deleted or kept only as totals that cannot
            identify anyone.
          </li>
          <li>
            <strong>Contact messages</strong>: up to two years after we answer, or longer while a question, such as a
            payout claim, is still open.
          </li>
          <li>
            <strong>Cookies</strong>: as listed above.
          </li>
        </ul>
      </ContentSection>

      <ContentSection {...sections['your-rights']}>
        <ul>
          <li>
            <strong>Access.</strong> Ask us what personal information we hold about you and how we have used it. We
            answer within 30 days.
          </li>
          <li>
            <strong>Correction.</strong> Change your name, email, mobile number and payout details on your account page,
            or ask us to correct anything else that is wrong.
          </li>
          <li>
            <strong>Deletion.</strong> Delete your account from your account page (choose Delete account and confirm).
            That removes the information described under “How long we keep it”. You can also ask us to do it.
          </li>
          <li>
            <strong>Withdrawing consent</strong>, as described above.
          </li>
          <li>
            <strong>In Quebec</strong>, you can also ask for the computerized personal information you gave us in a
            structured, commonly used technological format, and use the other rights Quebec law gives you.
          </li>
        </ul>
        <p>
          We may ask you to confirm your identity before we answer a request. If you are not satisfied with our answer,
          you can complain to the Office of the Privacy Commissioner of Canada or, in Quebec, to the Commission d’accès
          à l’information du Québec.
        </p>
      </ContentSection>

      <ContentSection {...sections.protection}>
        <p>
          Passwords are hashed with Argon2id, two-factor authentication is available to every member, sign-in cookies
          cannot be read by scripts, and all traffic is encrypted. Our <Link to={paths.security()}>security page</Link>{' '}
          explains these measures. If a breach of security involving your information creates a real risk of significant
          harm, we will tell you and the regulators, as the law requires.
        </p>
      </ContentSection>

      <ContentSection {...sections.age}>
        <p>
          The site is meant for adults choosing a credit card. Accounts and GeniusCash offers are only for people who
          have reached the age of majority in their province or territory, and we do not knowingly collect personal
          information from children.
        </p>
      </ContentSection>

      <ContentSection {...sections.changes}>
        <p>
          When we change this policy, we update its effective date at the top of this page. If a change affects how we
          use information we already hold, we tell members by email before it takes effect.
        </p>
      </ContentSection>

      <ContentSection {...sections['privacy-officer']}>
        <p>
          To reach our privacy officer, for a request or a question about this policy,{' '}
          <Link to={paths.contact('privacy')}>use our contact form</Link> and choose “Privacy and my personal
          information” as the topic. We answer privacy requests within 30 days.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
