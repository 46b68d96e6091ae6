import { CARD_FACTS, CARD_PLACEHOLDER, type CardFact } from '@cardgenius/core/content';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { CardBox } from './card-boxes';

const FACTS = new Set<string>(CARD_FACTS);

/** Looks facts up for placeholders: the catalogue's current figures, formatted for a reader. */
export interface CardFactSource {
  hasCard(slug: string): boolean;
  /** The reader's text of one fact; only asked for cards it has. */
  factText(slug: string, fact: CardFact): string;
  /** What a placeholder reads when its card or fact is not known (a stored body from before a change). */
  unknownText: string;
}

/**
 * Replaces every placeholder in the tree's text (text nodes and image descriptions; code is left as
 * written) with its words: the result is text, never markup, whatever a fact holds. A box left in text
 * (not alone on a top-level line) reads as the card's name. Answers the slugs of the cards named.
 */
export function fillCardFacts(tree: Root, source: CardFactSource): Set<string> {
  const named = new Set<string>();
  const fill = (value: string) =>
    value.replace(CARD_PLACEHOLDER, (_text, slug: string, fact: string | undefined) => {
      if (!source.hasCard(slug)) return source.unknownText;
      const asked = fact ?? 'name';
      if (!FACTS.has(asked)) return source.unknownText;
      named.add(slug);
      return source.factText(slug, asked as CardFact);
    });
  visit(tree, (node) => {
    if (node.type === 'text') node.value = fill(node.value);
    else if (node.type === 'image' && node.alt) node.alt = fill(node.alt);
  });
  return named;
}

const FACT_LIST = CARD_FACTS.join(', ');

/**
 * What is wrong with an article's placeholders, each problem naming its placeholder: a card the
 * catalogue does not have, a fact an article cannot show, a box that is not alone on its line, or
 * text that starts like a placeholder and is not one. Checked after the boxes are taken out.
 */
export function placeholderProblems(tree: Root, boxes: readonly CardBox[], hasCard: (slug: string) => boolean) {
  const problems: string[] = [];
  for (const box of boxes) {
    if (!hasCard(box.slug)) problems.push(`{{card:${box.slug}}}: no card “${box.slug}” in the catalogue.`);
  }
  const check = (value: string) => {
    const starts = new Set<number>();
    for (const match of value.matchAll(CARD_PLACEHOLDER)) {
      starts.add(match.index);
      const [text, slug = '', fact] = match;
      if (!hasCard(slug)) problems.push(`${text}: no card “${slug}” in the catalogue.`);
      else if (fact === undefined)
        problems.push(
          `${text}: a card box stands alone on its own line, outside lists, quotes and tables; inside a sentence write {{card:${slug}.name}}.`,
        );
      else if (!FACTS.has(fact)) problems.push(`${text}: “${fact}” is not a fact an article can show (${FACT_LIST}).`);
    }
    for (const opening of value.matchAll(/\{\{\s*card\s*:/gi)) {
      if (!starts.has(opening.index)) {
        const excerpt = value.slice(opening.index, opening.index + 40).split('\n')[0];
        problems.push(`“${excerpt}”: not a card placeholder; write {{card:slug}} or {{card:slug.fact}}.`);
      }
    }
  };
  visit(tree, (node) => {
    if (node.type === 'text') check(node.value);
    else if (node.type === 'image' && node.alt) check(node.alt);
  });
  return problems;
}
