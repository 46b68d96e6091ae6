import { endpoints } from '@cardgenius/core/contract';
import { HomeHero } from '../features/home/home-hero';
import { HowWeRate } from '../features/home/how-we-rate';
import { TrustStats } from '../features/home/trust-stats';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: null,
    description:
      'Compare Canadian credit cards by one open rating computed from your own spending: rewards, fees, interest, perks and insurance.',
  });

export async function loader({ context }: Route.LoaderArgs) {
  const global = await context.api.call(endpoints.getGlobal);
  return { brandName: global.brandName, stats: global.stats };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HomeHero brandName={loaderData.brandName} />
      <TrustStats stats={loaderData.stats} />
      <HowWeRate />
    </>
  );
}
