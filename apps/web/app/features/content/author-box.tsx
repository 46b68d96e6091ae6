import type { Author } from './authors';

/** "Written by" with a short bio of each author, at the foot of an article (one or two authors). */
export function AuthorBox({ authors }: { authors: readonly [Author] | readonly [Author, Author] }) {
  const names = authors.map((author) => author.name).join(' and ');
  return (
    <aside
      aria-labelledby="author-box-heading"
      className="mt-12 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="author-box-heading" className="font-semibold text-slate-900">
        Written by {names}
      </h2>
      <ul className="mt-4 space-y-5">
        {authors.map((author) => (
          <li key={author.slug} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
            >
              {author.initials}
            </span>
            <div>
              <p className="font-semibold text-slate-900">{author.name}</p>
              <p className="text-slate-600 text-sm">{author.title}</p>
              <p className="mt-1 text-slate-700 text-sm">{author.bio}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
