import { POINT_VALUE_MODES, type RewardProgram } from '../catalogue/schema';
import { parseAmountText } from './amount-text';

/**
 * The reward points calculator: what a number of points of a program is worth for each way of
 * redeeming them and in each point value mode the rating uses, and how many points a dollar reward
 * takes. Values come from the program's published figures (`RewardProgram`); nothing is estimated here.
 */

export type CalculatorMode = (typeof POINT_VALUE_MODES)[number];
export const CALCULATOR_MODES = POINT_VALUE_MODES;

/** Largest balances the calculator takes (well above any real balance; keeps the figures readable). */
export const CALCULATOR_MAX_POINTS = 100_000_000;
export const CALCULATOR_MAX_DOLLARS = 1_000_000;

/** The query parameters a shared result carries (`?program=aeroplan&points=50000`). */
export const CALCULATOR_PARAMS = {
  program: 'program',
  points: 'points',
  dollars: 'dollars',
  redemption: 'redemption',
} as const;

type ProgramValues = Pick<RewardProgram, 'kind' | 'pointValues' | 'redemptions'>;

/** Programs whose points can be worth something: not straight cash back, not a card without rewards. */
export function isPointsProgram(program: Pick<RewardProgram, 'kind' | 'pointValues'>): boolean {
  if (program.kind === 'cash' || program.kind === 'none') return false;
  return CALCULATOR_MODES.some((mode) => program.pointValues[mode] > 0);
}

/** Dollars for a number of points, to the cent. */
export function pointsToDollars(points: number, dollarsPerPoint: number): number {
  return Math.round(points * dollarsPerPoint * 100) / 100;
}

/**
 * Whole points needed for a reward worth `dollars`, rounded up; null when the points cannot be
 * redeemed that way (a value of 0).
 */
export function pointsNeeded(dollars: number, dollarsPerPoint: number): number | null {
  if (dollarsPerPoint <= 0) return null;
  // Rounded first, so that float noise (500 / 0.01 = 50000.000000001) does not add a point.
  return Math.ceil(Math.round((dollars / dollarsPerPoint) * 1e6) / 1e6);
}

/** A value per point in cents (0.021 → 2.1). */
export function centsPerPoint(dollarsPerPoint: number): number {
  return Math.round(dollarsPerPoint * 1_000_000) / 10_000;
}

/** A stable key for a redemption type, for the URL ("Transfer to airline partners" → transfer-to-airline-partners). */
export function redemptionKey(type: string): string {
  return type
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface RedemptionValue {
  key: string;
  type: string;
  note: string | null;
  dollarsPerPoint: number;
  /** What the points are worth this way, dollars; null without a points amount. */
  value: number | null;
  /** Points for the dollar reward; null without a dollar amount or when this way pays nothing. */
  pointsNeeded: number | null;
}

export interface ModeValue {
  mode: CalculatorMode;
  dollarsPerPoint: number;
  value: number | null;
  pointsNeeded: number | null;
}

export interface ProgramValuation {
  redemptions: RedemptionValue[];
  modes: ModeValue[];
}

/** Every redemption type and every mode of a program, for `points` points and a `dollars` reward. */
export function valueProgram(
  program: ProgramValues,
  { points, dollars }: { points: number | null; dollars: number | null },
): ProgramValuation {
  const figures = (dollarsPerPoint: number) => ({
    dollarsPerPoint,
    value: points === null ? null : pointsToDollars(points, dollarsPerPoint),
    pointsNeeded: dollars === null ? null : pointsNeeded(dollars, dollarsPerPoint),
  });
  return {
    redemptions: program.redemptions.map((redemption) => ({
      key: redemptionKey(redemption.type),
      type: redemption.type,
      note: redemption.note,
      ...figures(redemption.dollarsPerPoint),
    })),
    modes: CALCULATOR_MODES.map((mode) => ({ mode, ...figures(program.pointValues[mode]) })),
  };
}

/** The redemption a key names, else the program's most valuable one (the first of equals). */
export function chosenRedemption<R extends { key: string; dollarsPerPoint: number }>(
  redemptions: readonly R[],
  key: string | null,
): R | null {
  const named = key === null ? undefined : redemptions.find((redemption) => redemption.key === key);
  if (named) return named;
  let best: R | null = null;
  for (const redemption of redemptions)
    if (!best || redemption.dollarsPerPoint > best.dollarsPerPoint) best = redemption;
  return best;
}

export interface CalculatorQuery {
  program: string | null;
  points: number | null;
  dollars: number | null;
  redemption: string | null;
}

function amountParam(text: string | null, max: number, whole: boolean): number | null {
  const value = parseAmountText(text);
  if (value === null || value > max) return null;
  return whole ? Math.round(value) : Math.round(value * 100) / 100;
}

/** The calculator's query parameters; anything missing or unreadable is null. */
export function parseCalculatorQuery(params: { get(name: string): string | null }): CalculatorQuery {
  const text = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value : null;
  };
  return {
    program: text(CALCULATOR_PARAMS.program),
    points: amountParam(text(CALCULATOR_PARAMS.points), CALCULATOR_MAX_POINTS, true),
    dollars: amountParam(text(CALCULATOR_PARAMS.dollars), CALCULATOR_MAX_DOLLARS, false),
    redemption: text(CALCULATOR_PARAMS.redemption),
  };
}
