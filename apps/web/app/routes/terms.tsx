import { Link } from 'react-router';
import { POLICY_DATES } from '../features/content/content-dates';
import { ContentPage, ContentSection, defineSections, OnThisPage } from '../features/content/content-page';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Terms of use',
    description:
      'The terms for using the site: information, not financial advice; how card data is dated; accounts; the general rules of GeniusCash offers; acceptable use; Ontario law.',
  });

const sections = defineSections({
  'using-the-site': 'Using this site',
  'not-advice': 'Information, not financial advice',
  'card-information': 'Card information and its accuracy',
  ratings: 'Our ratings',
  'apply-links': 'Apply links and referral fees',
  accounts: 'Your account',
  geniuscash: 'GeniusCash offers',
  'acceptable-use': 'Acceptable use',
  'your-content': 'Reviews and messages you send',
  'our-content': 'Our content and data',
  liability: 'Limits of our liability',
  changes: 'Changes to these terms',
  'governing-law': 'Governing law',
  contact: 'Contact',
});

export default function Terms({ matches }: Route.ComponentProps) {
  const brandName = matches[0].loaderData.site.brandName;
  return (
    <ContentPage
      title="Terms of use"
      effective={{ label: 'Effective', date: POLICY_DATES.terms }}
      lead={`These terms apply to everyone who uses ${brandName}. They are written to be read: if something is unclear, ask us.`}
    >
      <OnThisPage sections={sections} />

      <ContentSection {...sections['using-the-site']}>
        <p>
          By using this site you agree to these terms and to our <Link to={paths.privacy()}>privacy policy</Link>. If
          you do not agree, please do not use the site. “We” and “us” mean {brandName}; “you” means anyone using the
          site, with or without an account.
        </p>
      </ContentSection>

      <ContentSection {...sections['not-advice']}>
        <p>
          {brandName} publishes information about Canadian credit cards and rates them with a published formula. We are
          not a bank, a lender, a credit bureau or a financial adviser, and nothing on the site is a personal
          recommendation or financial, legal or tax advice. We do not know your full financial situation. Decide whether
          a card suits you, and whether to apply, based on your own circumstances; if you need advice, speak to a
          qualified professional.
        </p>
      </ContentSection>

      <ContentSection {...sections['card-information']}>
        <p>
          Each card’s facts show the date they were checked and link to the issuer page they came from. Issuers change
          fees, rates, rewards, welcome bonuses and insurance at any time, sometimes without notice, so a figure can be
          out of date even when we have checked it recently. The issuer’s own terms at the time you apply are the ones
          that count: read them before you apply.
        </p>
        <p>
          When we do not know a fact, we say so rather than guess. If you find a mistake,{' '}
          <Link to={paths.contact('bug')}>report it</Link> and we will correct it.
        </p>
      </ContentSection>

      <ContentSection {...sections.ratings}>
        <p>
          Ratings and rankings are our assessment of a card’s value for a spending profile, computed by the method on
          our <Link to={paths.methodology()}>methodology page</Link>. They are not a guarantee of what you will earn and
          say nothing about whether you will be approved: only the issuer decides that.
        </p>
      </ContentSection>

      <ContentSection {...sections['apply-links']}>
        <p>
          Apply buttons take you to the issuer’s website. Your application is between you and the issuer, under the
          issuer’s terms and privacy policy. Some issuers pay us a referral fee when you apply through our links; our{' '}
          <Link to={paths.disclosure()}>advertiser disclosure</Link> explains how, and why it never changes a rating.
        </p>
      </ContentSection>

      <ContentSection {...sections.accounts}>
        <ul>
          <li>
            An account is free. You must have reached the age of majority in your province or territory and live in
            Canada to open one. One account per person.
          </li>
          <li>
            Give accurate information and keep it current, in particular your email address and payout details. Keep
            your password to yourself; we strongly recommend turning on two-factor authentication.
          </li>
          <li>
            You are responsible for what happens under your account. Tell us at once if you think it is compromised.
          </li>
          <li>
            We may suspend or close an account that breaks these terms, is used for fraud, or puts other members or the
            site at risk. You can delete your account at any time from your account page.
          </li>
        </ul>
      </ContentSection>

      <ContentSection {...sections.geniuscash}>
        <p>
          GeniusCash is cash back that {brandName} pays members who are approved for a card after applying through a
          GeniusCash offer. These general rules apply to every offer; each offer’s own terms, shown on the offer, add to
          them and win where they differ.
        </p>
        <ol>
          <li>
            <strong>The offer.</strong> Each offer states the card, the amount, the dates it is open and any conditions.
            We may change or end an offer at any time; an application made while an offer was open keeps the terms shown
            when you clicked Apply.
          </li>
          <li>
            <strong>Who can claim.</strong> Members who are signed in when they click Apply. We may ask you to verify
            your mobile number before we pay. One GeniusCash payout per person for each card, unless the offer says
            otherwise.
          </li>
          <li>
            <strong>How to qualify.</strong> Click the offer’s Apply button while signed in, then complete the
            application on the issuer’s page in the same browser session, with cookies turned on, for the same card you
            chose. An application we cannot link to your claim cannot be confirmed.
          </li>
          <li>
            <strong>Approval.</strong> The issuer must approve your application. We confirm the approval from the
            issuer’s report or, where there is none, from proof you add to your ticket (the approval email or letter,
            with account numbers hidden). Declined, withdrawn or cancelled applications do not qualify.
          </li>
          <li>
            <strong>Payment.</strong> Once an approval is confirmed, we pay it in the next of our payouts, which are
            sent every two weeks, by Interac e-Transfer or PayPal to the account you chose. Check your payout details:
            we cannot recover money sent to an address you entered wrongly.
          </li>
          <li>
            <strong>What GeniusCash is not.</strong> It is paid by {brandName}, not by the issuer, and is separate from
            the card’s own rewards and welcome bonus. It has no value until it is paid and cannot be transferred.
          </li>
          <li>
            <strong>Fraud.</strong> We may refuse or reverse a payout obtained through more than one account, false
            information or any breach of these terms.
          </li>
        </ol>
        <p>
          A question about an offer or a payout? <Link to={paths.contact('geniuscash')}>Ask us about GeniusCash</Link>.
        </p>
      </ContentSection>

      <ContentSection {...sections['acceptable-use']}>
        <p>When you use the site, do not:</p>
        <ul>
          <li>break the law, or use the site to mislead or defraud anyone;</li>
          <li>
            access the site by automated means in a way that slows it for others; use our{' '}
            <a href={paths.apiDocs()}>public API</a> as documented instead;
          </li>
          <li>
            try to get into other people’s accounts or around our security measures. If you find a weakness, report it
            as our <Link to={paths.security()}>security page</Link> describes;
          </li>
          <li>post reviews of cards you have not held, or reviews you were paid or rewarded to write;</li>
          <li>send spam or abusive messages through our forms, or pretend to be someone else.</li>
        </ul>
      </ContentSection>

      <ContentSection {...sections['your-content']}>
        <p>
          When you post a review, you let us publish, display and edit it for length or clarity on the site, without
          payment, and you confirm it is your own honest opinion. We may remove content that breaks these terms.
          Messages you send us through the contact form are used to answer you, as our privacy policy describes.
        </p>
      </ContentSection>

      <ContentSection {...sections['our-content']}>
        <p>
          The site’s text, design, ratings and card data, as compiled by us, belong to {brandName}. You may quote short
          passages and individual figures with credit to {brandName} and a link to the page they come from. Copying the
          catalogue or large parts of the site is not allowed without our written permission.
        </p>
      </ContentSection>

      <ContentSection {...sections.liability}>
        <p>
          We work to keep the site accurate and available, but we provide it as it is, without any guarantee that it is
          complete, current or free of errors. To the extent the law allows, we are not liable for loss arising from
          your use of the site or your reliance on its information, for issuers’ decisions or changes to their cards, or
          for other websites we link to.
        </p>
        <p>
          Nothing in these terms limits rights you have under consumer protection laws that cannot be waived by
          contract, including Quebec’s <em>Consumer Protection Act</em>.
        </p>
      </ContentSection>

      <ContentSection {...sections.changes}>
        <p>
          We may change these terms. When we do, we update the effective date above; if a change is significant, we tell
          members by email before it takes effect. Using the site after a change means you accept the new terms.
        </p>
      </ContentSection>

      <ContentSection {...sections['governing-law']}>
        <p>
          These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply
          there. The courts of Ontario have jurisdiction over any dispute about them, unless the consumer protection law
          of your province or territory gives you the right to bring a claim in its own courts.
        </p>
      </ContentSection>

      <ContentSection {...sections.contact}>
        <p>
          Questions about these terms? <Link to={paths.contact()}>Send us a message</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
