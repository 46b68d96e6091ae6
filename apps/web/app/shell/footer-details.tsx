import type { CompanyLinks, FeatureFlags } from '@cardgenius/core';
import { ESTIMATE_FOOTNOTES } from '@cardgenius/core/rating';
import { Link } from 'react-router';
import { AppStoreButtons, CorporateAddress, SocialLinks } from './company-links';
import { RegionChoice } from './region-choice';
import { SiteRatingBadge } from './site-rating-badge';

/**
 * The footer's lower part, loaded right after the page (its HTML comes with the page): the region,
 * the site's rating from visitors, social accounts, the app's store pages, what the estimates
 * assume and the corporate address (configured ones only).
 */
export default function FooterDetails({
  brandName,
  features,
  company,
}: {
  brandName: string;
  features: FeatureFlags;
  company: CompanyLinks;
}) {
  return (
    <>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <RegionChoice usSiteUrl={company.usSiteUrl} />
        <SiteRatingBadge />
      </div>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <SocialLinks links={company.socialLinks} />
        {features.appStoreButtons ? <AppStoreButtons stores={company.appStores} /> : null}
      </div>
      <section aria-labelledby="estimate-notes" className="mt-6 text-slate-400 text-xs">
        <h2 id="estimate-notes" className="font-semibold text-slate-300">
          How our estimates are made
        </h2>
        <ul className="mt-1 list-disc space-y-0.5 pl-4">
          <li>{ESTIMATE_FOOTNOTES.annualRewards}</li>
          <li>{ESTIMATE_FOOTNOTES.welcomeBonus}</li>
          <li>{ESTIMATE_FOOTNOTES.interestSavings}</li>
        </ul>
      </section>
      {features.corporateAddress ? (
        <div className="mt-6 text-slate-400 text-xs">
          <CorporateAddress brandName={brandName} lines={company.corporateAddress} />
        </div>
      ) : null}
    </>
  );
}

interface FooterLink {
  name: string;
  to: string;
  feature?: keyof FeatureFlags;
}

/** Footer groups and links (shell-and-browsing §2.11). */
const FOOTER_GROUPS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Resources',
    links: [
      { name: 'Review Your Card', to: '/review', feature: 'cardReviews' },
      { name: 'Credit Card FAQ', to: '/faq' },
      { name: 'Sliders', to: '/sliders' },
      { name: 'Quiz', to: '/credit-card-quiz' },
      { name: 'Points calculator', to: '/reward-points-calculator' },
      { name: 'How we rate', to: '/methodology' },
    ],
  },
  {
    title: 'Company',
    links: [
      { name: 'About', to: '/about' },
      // No 'Careers' link, even with the careers flag on: the site has no careers page to link to.
      { name: 'Scholarship', to: '/scholarship-canada', feature: 'scholarship' },
      { name: 'Disclosure', to: '/disclosure' },
      { name: 'Press', to: '/featured-in' },
    ],
  },
  {
    title: 'Help',
    links: [
      { name: 'Contact', to: '/contact' },
      { name: 'GeniusCash', to: '/contact?geniuscash=true' },
      { name: 'Report Bug', to: '/contact?rb=true' },
    ],
  },
];

/** The footer's link groups and the rating methodology teaser (shell-and-browsing §2.11, §2.12). */
export function FooterLinks({ features }: { features: FeatureFlags }) {
  const linkClass = 'text-slate-300 hover:text-white hover:underline';
  return (
    <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {FOOTER_GROUPS.map((group) => (
        <nav key={group.title} aria-label={group.title}>
          <h2 className="font-semibold text-white">{group.title}</h2>
          <ul className="mt-3 space-y-2">
            {group.links
              .filter((link) => !link.feature || features[link.feature])
              .map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.name}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      ))}
      <div>
        <h2 className="font-semibold text-white">Rating Methodology</h2>
        <p className="mt-3">
          The most comprehensive credit card rating system in Canada: 126+ data points per card, one published formula.
        </p>
        <Link to="/methodology?s=feature" className="mt-2 inline-block font-semibold text-white underline">
          See how we rate
        </Link>
      </div>
    </div>
  );
}
