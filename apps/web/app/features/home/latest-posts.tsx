import { Link } from 'react-router';

/** A post as the home page lists it: everything already worded on the server, so no date or category code ships. */
export interface HomePost {
  route: string;
  title: string;
  /** The category's name and the date, as readers see them. */
  label: string;
}

/** The newest articles (shell-and-browsing §9: three), under the ranking. */
export function LatestPosts({ posts }: { posts: readonly HomePost[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="latest-posts-heading" className="mx-auto max-w-6xl px-4 pt-12">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="latest-posts-heading" className="font-bold text-2xl">
          Latest from the blog
        </h2>
        <Link to="/blog" className="font-semibold text-brand-700 hover:underline">
          All articles
        </Link>
      </div>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.route} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <p className="font-semibold text-brand-700 text-sm">{post.label}</p>
            <h3 className="mt-1 font-semibold text-lg leading-snug">
              <Link to={post.route} className="hover:text-brand-700 hover:underline">
                {post.title}
              </Link>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}
