import type { CompanyLinks, FeatureFlags } from '@cardgenius/core';
import { lazy, memo, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { NewsletterFooterForm } from './newsletter-footer-form';
import { ProvinceSelector } from './province-selector';

// Loaded when asked for: most visits never open it.
const FeedbackDialog = lazy(() =>
  import('../features/feedback/feedback-dialog').then((module) => ({ default: module.FeedbackDialog })),
);

// The footer's links, the region, the site's rating and the rest of the lower footer: rendered on the
// server (the links work as plain links at once), their code loads after the page's (the home page's
// JavaScript budget, docs/decisions/0004).
const FooterDetails = lazy(() => import('./footer-details'));
const FooterLinks = lazy(() => import('./footer-details').then((module) => ({ default: module.FooterLinks })));

/**
 * Memoized: the shell re-renders as it hydrates, and an update reaching a lazily loaded part before its
 * code arrives would make React throw its server HTML away and draw it again (a blink, and controls
 * replaced under the visitor's hand). The footer's props only change with a new page's data.
 */
export const SiteFooter = memo(function SiteFooter({
  brandName,
  features,
  province,
  company,
}: {
  brandName: string;
  features: FeatureFlags;
  province: string | null;
  company: CompanyLinks;
}) {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const linkClass = 'text-slate-300 hover:text-white hover:underline';
  return (
    <footer className="bg-slate-900 text-slate-300 text-sm print:hidden">
      <div className="mx-auto max-w-6xl px-4 py-10">
        <NewsletterFooterForm />
        <Suspense>
          <FooterLinks features={features} />
        </Suspense>
        <div className="mt-10 flex flex-col gap-4 border-slate-700 border-t pt-6 sm:flex-row sm:items-center sm:justify-between [&_label]:text-slate-300">
          {/* In the page's own code: a choice made the moment the page shows must not be lost. */}
          <ProvinceSelector value={province} />
          <button
            type="button"
            onClick={() => setFeedbackOpen(true)}
            className="text-left font-semibold text-white underline"
          >
            Have a second? Tell us what you think
          </button>
        </div>
        <Suspense>
          <FooterDetails brandName={brandName} features={features} company={company} />
        </Suspense>
        <div className="mt-6 flex flex-col gap-3 text-slate-400 text-xs sm:flex-row sm:items-start sm:justify-between">
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
});
