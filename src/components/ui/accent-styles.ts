import type { Accent } from "#content/vocabulary.ts";

/** Tailwind classes of each accent: a tinted badge behind a coloured icon. */
export const ACCENT_BADGE: Record<Accent, string> = {
  green: "bg-green-100 text-green-800",
  amber: "bg-amber-100 text-amber-800",
  blue: "bg-blue-100 text-blue-800",
  violet: "bg-violet-100 text-violet-800",
  rose: "bg-rose-100 text-rose-800",
  slate: "bg-slate-200 text-slate-800",
};
