import type { ComponentKey } from './rating-config';

/** What each component's estimate stands for, as a ranked list names it ("Rating partly estimated: insurance"). */
const ESTIMATED_PART_NAMES: Record<ComponentKey, string> = {
  rewards: 'rewards',
  interest: 'interest rate',
  fees: 'annual fee',
  perks: 'perks',
  insurance: 'insurance',
  approval: 'approval requirements',
  acceptance: 'acceptance',
};

/**
 * The parts of a rating that rest on facts estimated from the card's peers: the components it counts
 * (weight above 0) that read an estimate, named for a list row. Empty when every counted fact is published.
 * A component the visitor's sliders leave out does not make the rating an estimate.
 */
export function estimatedRatingParts(
  components: readonly { key: string; weight: number; estimated: boolean }[],
): string[] {
  return components
    .filter((component) => component.estimated && component.weight > 0)
    .map((component) => ESTIMATED_PART_NAMES[component.key as ComponentKey] ?? component.key);
}
