import { Link } from 'react-router';
import { AuthorBox } from '../features/content/author-box';
import { siteAuthors } from '../features/content/authors';
import { POLICY_DATES } from '../features/content/content-dates';
import { ContentPage, ContentSection } from '../features/content/content-page';
import { paths } from '../lib/paths';
import { pageMeta, siteFromMatches } from '../lib/seo';
import type { Route } from './+types/disclosure';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Advertiser disclosure',
    description: `How ${siteFromMatches(args.matches)?.brandName ?? 'the site'} is paid (referral fees from some card issuers), how GeniusCash offers work, and why neither changes a card’s rating.`,
  });

export default function Disclosure({ matches }: Route.ComponentProps) {
  const brandName = matches[0].loaderData.site.brandName;
  return (
    <ContentPage
      title="Advertiser disclosure"
      effective={{ label: 'Last updated', date: POLICY_DATES.disclosure }}
      lead={`${brandName} is free to use because some card issuers pay us. This page explains exactly how, and what that money does not change.`}
    >
      <ContentSection id="how-we-are-paid" title="How we are paid">
        <p>
          <strong>Referral fees.</strong> Some card issuers, directly or through an affiliate network, pay us a fee when
          a visitor applies for one of their cards through a link on our site. Each agreement sets its own terms, such
          as whether the fee is paid when an application is submitted or only when it is approved. For cards we have no
          agreement for, we earn nothing.
        </p>
        <p>
          <strong>GeniusCash offers.</strong> On some cards we pay members cash back, called GeniusCash, when they are
          approved after applying through our link. GeniusCash is our own promotion: we choose the cards, the amounts
          and the dates, and we pay it ourselves, whether or not the issuer pays us anything for the card. Each offer
          shows its amount and conditions before you apply.
        </p>
        <p>
          We do not accept payment for a rating, a position in a ranking, a place on a “best cards” list or a favourable
          review, and issuers do not see or approve our copy before it is published.
        </p>
      </ContentSection>

      <ContentSection id="what-fees-never-change" title="What referral fees never change">
        <ul>
          <li>
            Every card is rated by the same formula. The formula has no input for whether we are paid for a card, or how
            much; its components, weights and anchors are published on our{' '}
            <Link to={paths.methodology()}>methodology page</Link>.
          </li>
          <li>
            Rankings are sorted by that rating. A card with a referral agreement does not move up, and a card without
            one does not move down.
          </li>
          <li>
            Cards we earn nothing from are in the catalogue and in the rankings like any other card, with the same
            facts, the same rating breakdown and the same Apply button.
          </li>
          <li>
            Every fact we show is dated and links to the issuer page it came from, whether or not the issuer pays us.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="how-to-tell" title="How to tell when we may be paid">
        <p>
          Every Apply button on {brandName} goes through a link that starts with <code>/go/</code>. That link records
          the click and sends you to the issuer’s application page. When we have a referral agreement for the card, the
          issuer can tell that you came from us, and we may be paid if you apply or are approved. When we do not, the
          same button takes you to the issuer’s page and we are paid nothing.
        </p>
        <p>
          A GeniusCash offer on a card does not by itself mean we have a referral agreement for it, and it never changes
          the card’s rating or its place in a ranking. Links to an issuer’s page that we cite as the source of a fact
          are plain links: we are never paid for those.
        </p>
      </ContentSection>

      <ContentSection id="what-it-means-for-you" title="What this means for you">
        <p>
          You pay nothing to use the site, to create an account or to apply through our links. The issuer alone decides
          whether to approve your application and on what terms; we have no say in it. Before you apply, check the
          card’s current terms on the issuer’s page.
        </p>
        <p>
          Questions about how we are paid? <Link to={paths.contact()}>Send us a message</Link> and we will answer them.
          Our <Link to={paths.terms()}>terms of use</Link> and <Link to={paths.privacy()}>privacy policy</Link> cover
          the rest.
        </p>
      </ContentSection>

      <AuthorBox authors={[siteAuthors(brandName).editors]} />
    </ContentPage>
  );
}
