import type { FeatureFlags } from '@cardgenius/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { NewsletterFooterForm } from './newsletter-footer-form';
import { ProvinceSelector } from './province-selector';

// Loaded when asked for: most visits never open it.
const FeedbackDialog = lazy(() =>
  import('../feedback/feedback-dialog').then((module) => ({ default: module.FeedbackDialog })),
);

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
      { name: 'Careers', to: '/careers', feature: 'careers' },
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

export function SiteFooter({
  brandName,
  features,
  province,
}: {
  brandName: string;
  features: FeatureFlags;
  province: string | null;
}) {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const linkClass = 'text-slate-300 hover:text-white hover:underline';
  return (
    <footer className="bg-slate-900 text-slate-300 text-sm">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <NewsletterFooterForm />
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
              The most comprehensive credit card rating system in Canada: 126+ data points per card, one published
              formula.
            </p>
            <Link to="/methodology?s=feature" className="mt-2 inline-block font-semibold text-white underline">
              See how we rate
            </Link>
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-4 border-slate-700 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="[&_label]:text-slate-300">
            <ProvinceSelector value={province} />
          </div>
          <button
            type="button"
            onClick={() => setFeedbackOpen(true)}
            className="self-start text-left font-semibold text-white underline sm:self-auto"
          >
            Have a second? Tell us what you think
          </button>
        </div>
        <div className="mt-6 flex flex-col gap-3 text-slate-400 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {brandName}. Ratings are independent of the referral fees we may receive.
          </p>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                Terms
              </Link>
            </li>
            <li>
              <Link to="/security" className={linkClass}>
                Security
              </Link>
            </li>
            <li>
              <a href="/api/docs" className={linkClass}>
                API
              </a>
            </li>
          </ul>
        </div>
      </div>
      {feedbackOpen ? (
        <Suspense fallback={null}>
          <FeedbackDialog onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
