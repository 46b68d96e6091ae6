import type { PostStatus } from '@cardgenius/core/contract';

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};

const STATUS_STYLES: Record<PostStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-emerald-100 text-emerald-900',
  archived: 'bg-slate-200 text-slate-700',
};

/** A post's status as readers see it (a scheduled post whose time came is published). */
export function PostStatusBadge({ status }: { status: PostStatus }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 font-semibold text-xs ${STATUS_STYLES[status]}`}>
      {POST_STATUS_LABELS[status]}
    </span>
  );
}
