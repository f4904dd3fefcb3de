/**
 * The closed lists content may name, as plain constants with no imports, so
 * that browser code (analytics, islands) can use them without pulling in
 * the content schemas.
 */

/**
 * The colour families a content item may ask for; the UI
 * (`components/ui/accent-styles.ts`) owns the classes. Green stands for
 * ethanol and amber for gasoline across the site.
 */
export const ACCENTS = ["green", "amber", "blue", "violet", "rose", "slate"] as const;
export type Accent = (typeof ACCENTS)[number];

/** The three affiliate products' labels in the click event (docs/product-rules.md, 'Affiliate links and analytics'). */
export const AFFILIATE_LABELS = ["espuma_magica", "restaurador_plasticos", "aditivo_flex"] as const;
export type AffiliateLabel = (typeof AFFILIATE_LABELS)[number];
