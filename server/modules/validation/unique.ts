import type { z } from "zod";

/**
 * A list's rule that no two items share `key` (an item whose key is undefined is not counted): each repeat is
 * refused at its own `field` with `message`, so the editor shows it next to the second one.
 */
export function noRepeats<T>(key: (item: T) => unknown, field: string, message: string) {
  return (items: T[], ctx: z.RefinementCtx<T[]>) => {
    const seen = new Set<unknown>();
    items.forEach((item, i) => {
      const value = key(item);
      if (value === undefined) return;
      if (seen.has(value)) ctx.addIssue({ code: "custom", path: [i, field], message });
      seen.add(value);
    });
  };
}
