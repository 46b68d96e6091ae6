/**
 * Where a reader can share a post: each network's own share page, as a plain link (no script of theirs
 * on our pages, nothing sent to them until the reader clicks).
 */
export function shareLinks(url: string, title: string): { name: string; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'X', href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'Email', href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}` },
  ];
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="share-heading" className="mt-10 border-slate-200 border-t pt-6">
      <h2 id="share-heading" className="font-bold text-lg text-slate-900">
        Share this article
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shareLinks(url, title).map((link) => (
          <li key={link.name}>
            <a
              href={link.href}
              {...(link.name === 'Email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              className="inline-flex items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold text-slate-800 text-sm hover:border-brand-600 hover:text-brand-700"
            >
              {link.name}
              <span className="sr-only">
                {link.name === 'Email'
                  ? ': send this article by email'
                  : `: share on ${link.name} (opens in a new tab)`}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
