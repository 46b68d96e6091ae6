import { endpoints } from '@cardgenius/core/contract';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { AuthorBox } from '../features/content/author-box';
import { siteAuthors } from '../features/content/authors';
import { ContentPage } from '../features/content/content-page';
import { faqGroups } from '../features/content/faq-items';
import { ArticleFeedback } from '../features/feedback/article-feedback';
import { paths } from '../lib/paths';
import { pageMeta, siteFromMatches } from '../lib/seo';
import type { Route } from './+types/faq';

export async function loader({ context }: Route.LoaderArgs) {
  const [global, { issuers }] = await Promise.all([
    context.api.call(endpoints.getGlobal),
    context.api.call(endpoints.listIssuers),
  ]);
  return {
    cardCount: global.cardCount.count,
    issuerCount: issuers.filter((issuer) => issuer.cardCount > 0).length,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const brandName = siteFromMatches(args.matches)?.brandName ?? '';
  const tags = pageMeta(args, {
    title: 'Frequently asked questions',
    description: `Answers about ${brandName}: how the rating works, whether checking cards affects your credit score, how we are paid, GeniusCash payouts and your account.`,
  });
  if (!args.loaderData) return tags;
  const groups = faqGroups({ brandName, ...args.loaderData });
  return [
    ...tags,
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: groups.flatMap((group) =>
          group.items.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
          })),
        ),
      },
    },
  ];
};

export default function Faq({ loaderData, matches }: Route.ComponentProps) {
  const brandName = matches[0].loaderData.site.brandName;
  const authors = siteAuthors(brandName);
  const groups = faqGroups({ brandName, ...loaderData });
  const { hash } = useLocation();
  // A link to one question opens it: the answer is what the reader came for.
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target instanceof HTMLDetailsElement) target.open = true;
  }, [hash]);
  return (
    <ContentPage
      title="Frequently asked questions"
      lead={`Straight answers about how ${brandName} rates cards, how we are paid, GeniusCash and your account.`}
    >
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`} className="mt-10">
          <h2 id={`faq-${group.id}`} className="font-bold text-slate-900 text-xl">
            {group.title}
          </h2>
          <div className="mt-4 space-y-3">
            {group.items.map((item) => (
              <details
                key={item.id}
                id={item.id}
                className="group rounded-lg border border-slate-200 bg-white shadow-sm"
              >
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-lg px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  <span>{item.question}</span>
                  <span
                    aria-hidden="true"
                    className="mt-0.5 shrink-0 text-brand-700 transition-transform group-open:rotate-45"
                  >
                    +
                  </span>
                </summary>
                <div className="space-y-3 px-4 pb-4 text-slate-700">
                  {item.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {item.link ? (
                    <p>
                      <Link className="font-medium text-brand-700 underline hover:text-brand-900" to={item.link.to}>
                        {item.link.label}
                      </Link>
                    </p>
                  ) : null}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}

      <section aria-labelledby="faq-more" className="mt-10 rounded-lg bg-brand-50 p-5">
        <h2 id="faq-more" className="font-bold text-slate-900 text-xl">
          Still have a question?
        </h2>
        <p className="mt-2 text-slate-700">
          <Link className="font-medium text-brand-700 underline hover:text-brand-900" to={paths.contact()}>
            Send us a message
          </Link>{' '}
          and a member of our team will answer by email.
        </p>
      </section>

      <ArticleFeedback category="faq" />
      <AuthorBox authors={[authors.editors, authors.researchTeam]} />
    </ContentPage>
  );
}
