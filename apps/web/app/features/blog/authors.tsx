import type { PostAuthor } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { blogPaths } from './blog-paths';
import { isSitePath } from './post-address';

/** An author as a post shows them. */
export interface BylineAuthor {
  slug: string;
  name: string;
  title: string;
  /** Only a picture on our own origin (the content security policy loads no other). */
  avatarUrl: string | null;
}

export const bylineAuthor = (author: PostAuthor): BylineAuthor => ({
  slug: author.slug,
  name: author.name,
  title: author.title,
  avatarUrl: isSitePath(author.avatarUrl) ? author.avatarUrl : null,
});

/** "CardGenius Editors" → "CE": shown in a circle in place of a photo. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** The author's picture, or their initials; decorative, since their name is always beside it. */
export function AuthorAvatar({ author, size = 'md' }: { author: BylineAuthor; size?: 'sm' | 'md' | 'lg' }) {
  const box = size === 'sm' ? 'size-8 text-xs' : size === 'md' ? 'size-12 text-sm' : 'size-20 text-2xl';
  if (author.avatarUrl)
    return <img src={author.avatarUrl} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700`}
    >
      {initials(author.name)}
    </span>
  );
}

/** "By A and B", each linking to their page. */
export function Byline({ authors }: { authors: readonly BylineAuthor[] }) {
  return (
    <span className="flex items-center gap-3">
      <span className="flex gap-1">
        {authors.map((author) => (
          <AuthorAvatar key={author.slug} author={author} size="sm" />
        ))}
      </span>
      <span>
        By{' '}
        {authors.map((author, index) => (
          <span key={author.slug}>
            {index > 0 ? ' and ' : null}
            <Link to={blogPaths.author(author.slug)} className="font-semibold text-slate-900 underline">
              {author.name}
            </Link>
          </span>
        ))}
      </span>
    </span>
  );
}

/**
 * The author box at the foot of a post (accounts spec §1: one or two authors): who wrote it, their role,
 * and a way to their page and their other posts.
 */
export function AuthorBox({ authors }: { authors: readonly BylineAuthor[] }) {
  const many = authors.length > 1;
  return (
    <section
      aria-labelledby="post-authors-heading"
      className="mt-12 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="post-authors-heading" className="font-bold text-lg text-slate-900">
        {many ? 'About the authors' : 'About the author'}
      </h2>
      <ul className={`mt-4 grid gap-5 ${many ? 'sm:grid-cols-2' : ''}`}>
        {authors.map((author) => (
          <li key={author.slug} className="flex gap-4">
            <AuthorAvatar author={author} />
            <div>
              <p className="font-semibold text-slate-900">{author.name}</p>
              <p className="text-slate-600 text-sm">{author.title}</p>
              <p className="mt-2 text-sm">
                <Link to={blogPaths.author(author.slug)} className="font-semibold text-brand-700 underline">
                  About {author.name} and their articles
                </Link>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
