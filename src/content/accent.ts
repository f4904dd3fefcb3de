/**
 * The colour families a content item may ask for. Content names a family; the
 * UI (`app/components/ui/accent-styles.ts`) owns the Tailwind classes, so data
 * never carries styling strings.
 * Green stands for ethanol and amber for gasoline across the site.
 */
export type Accent = "green" | "amber" | "blue" | "violet" | "rose" | "slate";
