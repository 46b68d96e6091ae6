import { ContentPage, ContentSection } from '../features/content/content-page';
import { pageMeta, siteFromMatches } from '../lib/seo';
import type { Route } from './+types/mobile-app';

export const meta: Route.MetaFunction = (args) => {
  const brandName = siteFromMatches(args.matches)?.brandName ?? '';
  return pageMeta(args, {
    title: `The ${brandName} cash back app`,
    description: `The ${brandName} companion app for members: GeniusCash offers, cash back on approved cards and payout tracking on your phone. Available to members by invitation.`,
  });
};

export default function MobileApp({ matches }: Route.ComponentProps) {
  const brandName = matches[0].loaderData.site.brandName;
  return (
    <ContentPage
      title={`The ${brandName} app`}
      lead="A companion app for members who want to earn cash back and keep track of it from their phone. For now it is available to members by invitation."
    >
      <ContentSection id="what-it-does" title="What it does">
        <ul>
          <li>
            <strong>Earn cash back.</strong> See the GeniusCash offers open to you, each with its amount and conditions,
            and apply through an offer from your phone, as you would on the website.
          </li>
          <li>
            <strong>Track your payouts.</strong> Follow each application from the click to the payout: whether the
            issuer has confirmed your approval, and which payout it is in.
          </li>
          <li>
            <strong>One account.</strong> The app signs in with your {brandName} account, with the same two-factor
            authentication, saved cards and payout preference.
          </li>
        </ul>
      </ContentSection>

      <ContentSection id="the-website" title="The app and the website">
        <p>
          The app is built on the same public API as the website, so your offers, applications and payouts are the same
          wherever you look. Comparing and ranking cards stays on the website, where there is room to see a card’s
          rating breakdown and every fact behind it.
        </p>
        <p>
          Everything the app does for your GeniusCash, you can also do on the website, from any browser and without an
          invitation.
        </p>
      </ContentSection>

      <ContentSection id="getting-the-app" title="Getting the app">
        <p>
          The app is available to members by invitation while we prepare it for everyone, and there is no public
          download yet. To hear when it opens more widely, <a href="#newsletter">sign up for our newsletter</a> at the
          foot of this page: we will announce it there first.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
