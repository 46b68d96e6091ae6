import { Link } from 'react-router';
import { formatDollars } from '../../lib/format';
import { paths } from '../../lib/paths';
import type { ProfileSummary } from './visitor-profile';

/** Which profile the figures on a page are for, with a way to change it. */
export function ProfileNote({ profile, className = '' }: { profile: ProfileSummary; className?: string }) {
  return (
    <p className={`text-slate-600 text-sm ${className}`}>
      {profile.personal ? 'Based on your profile' : 'Based on a typical profile'}: {formatDollars(profile.monthlyTotal)}{' '}
      a month, points valued {profile.pointValues}.{' '}
      <Link className="text-brand-700 underline" to={paths.creditCards()}>
        {profile.personal ? 'Change your profile' : 'Use your own spending'}
      </Link>
    </p>
  );
}
