const STEPS = [
  {
    title: 'Your spending, not an average',
    body: 'Tell us what you spend on groceries, gas, restaurants, bills and travel. Every card’s rewards are worked out on that profile, caps included.',
  },
  {
    title: 'One rating, fully open',
    body: 'Rewards, fees, interest, perks, insurance, approval odds and acceptance each get a score from 0 to 5, weighted as you choose. The formula is published.',
  },
  {
    title: 'Dated and sourced facts',
    body: 'Every figure carries the date we checked it and a link to the issuer’s page, so you can verify it before you apply.',
  },
];

export function HowWeRate() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="how-heading" className="font-bold text-2xl">
        How the rating works
      </h2>
      <ol className="mt-6 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <p className="font-semibold text-brand-700 text-sm">Step {index + 1}</p>
            <h3 className="mt-1 font-semibold text-lg">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
