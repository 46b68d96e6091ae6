import { Link } from 'react-router';
import { TEXT_LINK_CLASS } from '../../components/ui/form-styles';
import { paths } from '../../lib/paths';

/** Beside (or `below`, in a narrow column) a figure that rests on an estimate: a word, not a colour alone. */
export function EstimatedMark({ below = false }: { below?: boolean }) {
  return (
    <span
      className={`${below ? 'block' : 'ml-1'} whitespace-nowrap font-normal text-amber-800 text-xs print:text-black`}
    >
      estimated
    </span>
  );
}

/** What "estimated" means, once under the figures that carry the mark. */
export function EstimatedNote({ what = 'a rate' }: { what?: string }) {
  return (
    <p className="mt-2 text-slate-600 text-xs">
      Estimated: {what} the issuer does not publish that we know of, taken from similar cards, never counted as zero.{' '}
      <Link to={paths.methodology()} className={TEXT_LINK_CLASS}>
        How we estimate
      </Link>
    </p>
  );
}
