export function BrandMark({ brandName }: { brandName: string }) {
  return (
    <span className="inline-flex items-center gap-2 font-bold text-lg tracking-tight">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="7" fill="#1d4ed8" />
        <rect x="6" y="9" width="20" height="14" rx="2.5" fill="#fff" />
        <rect x="6" y="12" width="20" height="3" fill="#1e3a8a" />
        <rect x="9" y="18" width="6" height="2" rx="1" fill="#1d4ed8" />
      </svg>
      {brandName}
    </span>
  );
}
