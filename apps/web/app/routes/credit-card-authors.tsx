import { listAuthors } from '@cardgenius/core/contract';
import { Link } from 'react-router';
import { AuthorAvatar, bylineAuthor } from '../features/blog/authors';
import { listMeta } from '../features/blog/blog-meta';
import { blogPaths } from '../features/blog/blog-paths';
import type { Route } from './+types/credit-card-authors';

/** Everyone who writes for the blog (shell-and-browsing §2.3 /credit-card-authors; §7 misc/get-authors). */
export async function loader({ context }: Route.LoaderArgs) {
  const { authors } = await context.api.call(listAuthors);
  return {
    authors: authors.map((author) => ({
      ...bylineAuthor(author),
      bio: author.bio,
      expertise: author.expertise,
      postCount: author.postCount,
    })),
  };
}

export const meta: Route.MetaFunction = (args) =>
  listMeta(args, {
    title: 'Our authors',
    description:
      'The teams who write and check our articles: how they work, what they cover, and everything they have written.',
    canonicalPath: blogPaths.authors(),
    crumbs: [
      { name: 'Blog', path: blogPaths.blog() },
      { name: 'Authors', path: blogPaths.authors() },
    ],
  });

export default function CreditCardAuthors({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-slate-600 text-sm">
        <Link className="underline" to={blogPaths.blog()}>
          Blog
        </Link>
      </nav>
      <h1 className="mt-2 font-bold text-3xl text-slate-900">Our authors</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Our articles are written and checked by the site’s own editorial teams. Every figure in them comes from our card
        catalogue, dated and sourced, and is shown as it stands today.
      </p>
      {loaderData.authors.length === 0 ? (
        <p className="mt-8 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">No authors yet.</p>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {loaderData.authors.map((author) => (
            <li key={author.slug}>
              <article
                aria-labelledby={`author-${author.slug}`}
                className="flex h-full gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
              >
                <AuthorAvatar author={author} />
                <div className="min-w-0">
                  <h2 id={`author-${author.slug}`} className="font-bold text-slate-900 text-xl">
                    <Link to={blogPaths.author(author.slug)} className="hover:text-brand-700 hover:underline">
                      {author.name}
                    </Link>
                  </h2>
                  <p className="text-slate-600 text-sm">{author.title}</p>
                  <p className="mt-3 line-clamp-4 text-slate-700">{author.bio}</p>
                  {author.expertise.length > 0 ? (
                    <p className="mt-3 text-slate-600 text-sm">Covers {author.expertise.join(', ')}.</p>
                  ) : null}
                  <p className="mt-3 text-sm">
                    <Link to={blogPaths.author(author.slug)} className="font-semibold text-brand-700 underline">
                      {author.postCount === 1 ? '1 article' : `${author.postCount} articles`}
                      <span className="sr-only"> by {author.name}</span>
                    </Link>
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
