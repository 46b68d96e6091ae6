import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export function HomeHero({ brandName }: { brandName: string }) {
  return (
    <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h1 className="max-w-3xl font-extrabold text-3xl leading-tight sm:text-5xl">
          The best Canadian credit card for <span className="text-sky-300">your</span> spending
        </h1>
        <p className="mt-5 max-w-2xl text-brand-100 text-lg">
          {brandName} rates Canadian credit cards with one open formula: what each card earns on the way you spend,
          minus its fees, plus the value of its perks, insurance and interest rate.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to={paths.creditCards()}
            className="rounded-md bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            See the ranking
          </Link>
          <Link
            to={paths.methodology()}
            className="rounded-md border border-white/60 px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            How we rate cards
          </Link>
        </div>
      </div>
    </section>
  );
}
