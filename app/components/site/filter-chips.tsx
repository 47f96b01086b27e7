import type { ReactNode } from "react";

/**
 * A row of filter chips. The chips wrap onto as many lines as they need, so every chip stays in view on
 * the narrowest phone (nothing hides past an edge).
 */
export function FilterChips({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap justify-center gap-2">{children}</ul>
    </nav>
  );
}
