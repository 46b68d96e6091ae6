import { isPointsProgram, parseCalculatorQuery } from '@cardgenius/core/calculator';
import { endpoints } from '@cardgenius/core/contract';
import { useCallback } from 'react';
import { type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from 'react-router';
import {
  type CalculatorProgram,
  initialCalculatorValues,
  PointsCalculator,
} from '../features/calculator/points-calculator';
import { track } from '../lib/analytics';
import { paths } from '../lib/paths';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/reward-points-calculator';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Reward points calculator',
    description:
      'What your Aeroplan, Avion, Aventura, Membership Rewards and other Canadian reward points are worth in dollars, for each way to redeem them, and how many points a reward takes.',
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { programs } = await context.api.call(endpoints.listRewardPrograms);
  const withPoints: CalculatorProgram[] = programs
    .filter(isPointsProgram)
    .sort((a, b) => a.name.localeCompare(b.name, 'en-CA'));
  return { programs: withPoints };
}

/** The programs do not depend on the query: a new amount or program in the URL needs no reload. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function RewardPointsCalculator({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const initial = initialCalculatorValues(
    parseCalculatorQuery(new URLSearchParams(location.search)),
    loaderData.programs,
  );
  const onSearchChange = useCallback(
    (search: string) => {
      if (`?${search}` === location.search) return;
      track('core-feature', {
        name: 'Calculator',
        instance: 'calculated',
        options: Object.fromEntries(new URLSearchParams(search)),
      });
      void navigate({ search }, { replace: true, preventScrollReset: true });
    },
    [location.search, navigate],
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-bold text-3xl">Reward points calculator</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        What are your points worth? Choose a program and enter your balance: you’ll see its value in dollars for every
        way to redeem it, the values our card ratings use, and how many points a reward takes. Change anything and the
        address updates, so you can share the result.
      </p>
      <PointsCalculator
        programs={loaderData.programs}
        initial={initial}
        action={paths.rewardPointsCalculator()}
        onSearchChange={onSearchChange}
      />
    </div>
  );
}
