import { getAuthor, isApiError } from '@cardgenius/core/contract';
import { data } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { AuthorAvatar, bylineAuthor } from '../features/blog/authors';
import { PostListSection } from '../features/blog/blog-list';
import { authorJsonLd, listMeta } from '../features/blog/blog-meta';
import { blogPaths, listHref } from '../features/blog/blog-paths';
import { parseListParams } from '../features/blog/list-params';
import { postTile } from '../features/blog/post-tile';
import type { Route } from './+types/credit-card-author';

const AUTHOR_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One author: who they are, what they cover, and their posts, newest first, 10 a page. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const list = parseListParams(new URL(request.url).searchParams);
  if (!list || !AUTHOR_SLUG.test(params.slug) || params.slug.length > 80) throw data(null, { status: 404 });
  const { author, posts } = await context.api
    .call(getAuthor, { params: { slug: params.slug }, query: { page: list.page } })
    .catch((error: unknown) => {
      if (isApiError(error) && error.status === 404) throw data(null, { status: 404 });
      throw error;
    });
  if (list.page > 1 && list.page > posts.totalPages) throw data(null, { status: 404 });
  return {
    author: {
      ...bylineAuthor(author),
      bio: author.bio,
      education: author.education,
      expertise: author.expertise,
      twitter: author.twitter,
      linkedIn: author.linkedIn,
    },
    posts: {
      posts: posts.posts.map(postTile),
      total: posts.total,
      page: posts.page,
      perPage: posts.perPage,
      totalPages: posts.totalPages,
    },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.loaderData;
  if (!loaded) return [];
  const { author, posts } = loaded;
  const path = blogPaths.author(author.slug);
  const tags = listMeta(args, {
    title: `${author.name}: articles and bio${posts.page > 1 ? ` (page ${posts.page})` : ''}`,
    description: author.bio.length > 160 ? `${author.bio.slice(0, 157).trimEnd()}…` : author.bio,
    canonicalPath: listHref(path, { page: posts.page }),
    crumbs: [
      { name: 'Blog', path: blogPaths.blog() },
      { name: 'Authors', path: blogPaths.authors() },
      { name: author.name, path },
    ],
  });
  const siteUrl = args.matches[0]?.loaderData.site.siteUrl ?? '';
  const brandName = args.matches[0]?.loaderData.site.brandName ?? '';
  return [
    ...tags,
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: `${siteUrl}${path}`,
        mainEntity: {
          ...authorJsonLd({ siteUrl, brandName }, author),
          description: author.bio,
          ...(author.expertise.length > 0 ? { knowsAbout: author.expertise } : {}),
          ...(author.twitter || author.linkedIn
            ? { sameAs: [author.twitter, author.linkedIn].filter((link): link is string => Boolean(link)) }
            : {}),
          parentOrganization: { '@type': 'Organization', name: brandName, url: `${siteUrl}/` },
        },
      },
    },
  ];
};

export default function CreditCardAuthor({ loaderData }: Route.ComponentProps) {
  const { author, posts } = loaderData;
  const path = blogPaths.author(author.slug);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs
        steps={[
          { to: blogPaths.blog(), label: 'Blog' },
          { to: blogPaths.authors(), label: 'Authors' },
        ]}
      />
      <header className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        <AuthorAvatar author={author} size="lg" />
        <div className="max-w-3xl">
          <h1 className="font-bold text-3xl text-slate-900">{author.name}</h1>
          <p className="mt-1 text-slate-600">{author.title}</p>
          <p className="mt-4 whitespace-pre-line text-lg text-slate-700">{author.bio}</p>
          <dl className="mt-4 space-y-2 text-slate-700">
            {author.expertise.length > 0 ? (
              <div>
                <dt className="inline font-semibold text-slate-900">Covers: </dt>
                <dd className="inline">{author.expertise.join(', ')}</dd>
              </div>
            ) : null}
            {author.education ? (
              <div>
                <dt className="inline font-semibold text-slate-900">Education: </dt>
                <dd className="inline">{author.education}</dd>
              </div>
            ) : null}
          </dl>
          {author.twitter || author.linkedIn ? (
            <ul className="mt-4 flex flex-wrap gap-4 text-sm">
              {author.twitter ? (
                <li>
                  <a
                    href={author.twitter}
                    rel="me noopener noreferrer"
                    className="font-semibold text-brand-700 underline"
                  >
                    {author.name} on X
                  </a>
                </li>
              ) : null}
              {author.linkedIn ? (
                <li>
                  <a
                    href={author.linkedIn}
                    rel="me noopener noreferrer"
                    className="font-semibold text-brand-700 underline"
                  >
                    {author.name} on LinkedIn
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="author-posts" className="mt-12">
        <h2 id="author-posts" className="font-bold text-2xl text-slate-900">
          Articles by {author.name}
        </h2>
        <PostListSection
          list={posts}
          headingLevel={3}
          pageHref={(page) => listHref(path, { page })}
          empty={<p>No articles published yet.</p>}
        />
      </section>
    </div>
  );
}
