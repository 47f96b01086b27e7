/** The company mark (same drawing as /favicon.svg). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" fill="#0f2a4a" />
      <path d="M14 48V26l12-8v30M30 48V16l20 10v22" fill="none" stroke="#f59e0b" strokeWidth="5" strokeLinejoin="round" />
    </svg>
  );
}
