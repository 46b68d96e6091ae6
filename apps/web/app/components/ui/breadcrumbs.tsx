import { Link } from 'react-router';

/** The trail above a page's title: linked steps, then the page itself when named (`aria-current`). */
export function Breadcrumbs({ steps, current }: { steps: { to: string; label: string }[]; current?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-slate-600 text-sm">
      <ol className="flex flex-wrap gap-1">
        {steps.map((step, index) => (
          <li key={step.to}>
            <Link className="underline" to={step.to}>
              {step.label}
            </Link>
            {index < steps.length - 1 || current !== undefined ? ' /' : null}
          </li>
        ))}
        {current !== undefined ? <li aria-current="page">{current}</li> : null}
      </ol>
    </nav>
  );
}
