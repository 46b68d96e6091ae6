import { PAYOUT_INTERVAL_DAYS, PAYOUT_WEEKDAY } from '@cardgenius/core/rules';

/**
 * The three steps of GeniusCash: claim and apply through our link, be approved by the issuer, be paid
 * on the biweekly schedule by Interac e-Transfer or PayPal.
 */
export function HowGeniusCashWorks({
  issuerName,
  headingLevel = 2,
  className = '',
}: {
  issuerName?: string;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Step = headingLevel === 2 ? 'h3' : 'h4';
  const issuer = issuerName ?? 'the issuer';
  const steps = [
    {
      title: 'Claim, then apply through our link',
      body: `Claim the offer while signed in, then continue to ${issuer}’s application in the same browser, with cookies on, and apply for this card.`,
    },
    {
      title: `Get approved by ${issuer}`,
      body: `${issuer.charAt(0).toUpperCase()}${issuer.slice(1)} alone decides on your application. Once the approval is confirmed to us, your ticket shows Approved.`,
    },
    {
      title: `Get paid every second ${PAYOUT_WEEKDAY}`,
      body: `We send approved GeniusCash on our next payout day (every ${PAYOUT_INTERVAL_DAYS} days) by Interac e-Transfer or PayPal, to the address in your account.`,
    },
  ];
  return (
    <section aria-labelledby="how-it-works" className={className}>
      <Heading id="how-it-works" className="font-bold text-slate-900 text-xl">
        How GeniusCash works
      </Heading>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 font-bold text-sm text-white"
            >
              {index + 1}
            </span>
            <Step className="mt-3 font-semibold text-slate-900">{step.title}</Step>
            <p className="mt-1 text-slate-700 text-sm">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
