import { Link } from 'react-router';
import { AuthorBox } from '../features/content/author-box';
import { siteAuthors } from '../features/content/authors';
import { formatLongDate } from '../features/content/content-dates';
import { ContentPage, ContentSection } from '../features/content/content-page';
import { paths } from '../lib/paths';
import { pageMeta, siteFromMatches } from '../lib/seo';
import type { Route } from './+types/scholarship-canada';

/** The award currently open: its year, amount and dates. */
const SCHOLARSHIP = {
  year: 2027,
  amount: '$2,000',
  deadline: '2027-06-30',
  announcedBy: '2027-08-31',
  essayWords: { min: 500, max: 800 },
} as const;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: `${SCHOLARSHIP.amount} scholarship for Canadian students`,
    description: `${siteFromMatches(args.matches)?.brandName ?? 'Our'} ${SCHOLARSHIP.amount} award for a Canadian college or university student, every year. Write ${SCHOLARSHIP.essayWords.min} to ${SCHOLARSHIP.essayWords.max} words on personal finance; apply by ${formatLongDate(SCHOLARSHIP.deadline)}.`,
  });

export default function ScholarshipCanada({ matches }: Route.ComponentProps) {
  const brandName = matches[0].loaderData.site.brandName;
  const { year, amount, deadline, announcedBy, essayWords } = SCHOLARSHIP;
  return (
    <ContentPage
      title={`The ${brandName} ${amount} scholarship`}
      lead={`Every year we award ${amount} to a Canadian student at a college or university for the best essay on a personal-finance topic. Applications for the ${year} award are open until ${formatLongDate(deadline)}.`}
    >
      <dl className="mt-8 grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600 text-sm">Award</dt>
          <dd className="font-bold text-2xl text-brand-700">{amount}</dd>
        </div>
        <div>
          <dt className="text-slate-600 text-sm">Apply by</dt>
          <dd className="font-bold text-lg text-slate-900">
            <time dateTime={deadline}>{formatLongDate(deadline)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 text-sm">Winner announced by</dt>
          <dd className="font-bold text-lg text-slate-900">
            <time dateTime={announcedBy}>{formatLongDate(announcedBy)}</time>
          </dd>
        </div>
      </dl>

      <ContentSection id="eligibility" title="Who can apply">
        <ul>
          <li>Canadian citizens and permanent residents of Canada.</li>
          <li>
            Students enrolled full-time at a Canadian college or university, including CEGEPs and polytechnics, in any
            program and any year of study.
          </li>
          <li>One application per student for each year’s award.</li>
        </ul>
        <p>Employees of {brandName} and their immediate families cannot apply.</p>
      </ContentSection>

      <ContentSection id="essay" title="The essay">
        <p>
          Write an essay of {essayWords.min} to {essayWords.max} words on a personal-finance topic that matters to
          students. Choose your own, or one of these:
        </p>
        <ul>
          <li>What I learned from my first credit card, or why I have chosen not to have one yet.</li>
          <li>How a student can build a good credit history without taking on debt.</li>
          <li>How I would explain credit card interest to a friend who only pays the minimum.</li>
          <li>The money habit that has helped me most while studying, and how others can start it.</li>
        </ul>
        <p>
          The essay must be your own work and not published elsewhere. Cite any figures you use. We are looking for
          clear thinking and useful advice, not a particular opinion.
        </p>
      </ContentSection>

      <ContentSection id="how-to-apply" title="How to apply">
        <ol>
          <li>
            Open our <Link to={paths.contact()}>contact form</Link> and choose “A general question” as the topic.
          </li>
          <li>
            Start your message with “Scholarship {year}”, then give your full name, your college or university, your
            program and your year of study.
          </li>
          <li>Paste your essay below that, as plain text, and send it before the deadline.</li>
        </ol>
        <p>
          Applications must reach us by 11:59 p.m. Eastern Time on{' '}
          <time dateTime={deadline}>{formatLongDate(deadline)}</time>. We confirm each application by email; if you have
          not heard from us within a week, write to us again.
        </p>
      </ContentSection>

      <ContentSection id="selection" title="How the winner is chosen">
        <p>
          Our editors read every eligible essay and judge it on the quality of its thinking, the accuracy and usefulness
          of its advice, and the clarity of its writing. We then ask the finalists for proof of full-time enrolment and
          of citizenship or permanent residence.
        </p>
        <p>
          We announce the winner on this page and tell them by email by{' '}
          <time dateTime={announcedBy}>{formatLongDate(announcedBy)}</time>, and pay the award once their enrolment is
          confirmed. We ask the winner’s permission before publishing any part of their essay.
        </p>
      </ContentSection>

      <ContentSection id="your-information" title="Your information">
        <p>
          We use what you send us only to run the scholarship and to contact you about it, as our{' '}
          <Link to={paths.privacy()}>privacy policy</Link> describes. Questions about the scholarship are welcome
          through the same <Link to={paths.contact()}>contact form</Link>.
        </p>
      </ContentSection>

      <AuthorBox authors={[siteAuthors(brandName).editors]} />
    </ContentPage>
  );
}
