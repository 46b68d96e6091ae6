import { Link } from 'react-router';
import { paths } from '../lib/paths';

/** The 404 and unexpected-error page; never shows internals. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{notFound ? '404' : 'Error'}</p>
      <h1 className="mt-2 font-bold text-3xl">{notFound ? 'We couldn’t find that page' : 'Something went wrong'}</h1>
      <p className="mt-4 text-slate-600">
        {notFound
          ? 'The link may be old, or the page may have moved. Start again from the home page.'
          : 'Please try again in a moment. If it keeps happening, let us know.'}
      </p>
      <Link
        to={paths.home()}
        className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Go to the home page
      </Link>
    </section>
  );
}
