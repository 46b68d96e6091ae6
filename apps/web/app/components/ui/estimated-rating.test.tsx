import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EstimatedRatingLine, EstimatedRatingMark, EstimatedRatingsNote } from './estimated-rating';

/** The note holds a link, which needs a router around it. */
const inRouter = (element: React.ReactElement) => {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return renderToStaticMarkup(<Stub initialEntries={['/']} />);
};

describe('the estimated rating marks', () => {
  it('say which parts of a rating rest on estimates, and nothing for a rating on published facts', () => {
    const mark = renderToStaticMarkup(<EstimatedRatingMark parts={['rewards', 'insurance']} below />);
    expect(mark.replaceAll('<!-- -->', '')).toContain(
      'estimated<span class="sr-only"> in part: rewards, insurance</span>',
    );
    expect(mark).toMatch(/^<span class="block /);
    expect(renderToStaticMarkup(<EstimatedRatingMark parts={[]} />)).toBe('');
    expect(renderToStaticMarkup(<EstimatedRatingLine parts={['annual fee']} />).replaceAll('<!-- -->', '')).toContain(
      'Rating partly estimated: annual fee.',
    );
    expect(renderToStaticMarkup(<EstimatedRatingLine parts={[]} />)).toBe('');
  });

  it('explain the mark once under a list only when a card in it carries one', () => {
    const marked = inRouter(
      <EstimatedRatingsNote cards={[{ estimatedParts: [] }, { estimatedParts: ['insurance'] }]} />,
    );
    expect(marked).toContain('never counted as zero');
    expect(marked).toContain('href="/methodology#unknown-facts"');
    expect(inRouter(<EstimatedRatingsNote cards={[{ estimatedParts: [] }]} />)).not.toContain('Estimated');
  });
});
