import type { ReactNode } from "react";
import type { Accent } from "#content/vocabulary.ts";
import { ACCENT_BADGE } from "./accent-styles.ts";
import { NamedIcon } from "./icons.tsx";

/**
 * How many cards of a list are on a phone's first screen (375 × 812 px) below a page's heading and introduction:
 * the first two, on `/curiosidades` and `/blog`.
 */
export const FIRST_SCREEN_CARDS = 2;

/**
 * A content card: an `<article>` with a coloured icon badge, its title as
 * an `h3` (or `h2` on pages where cards sit right under the `h1`), a link
 * when `href` is given, and a body. A card among the first
 * {@link FIRST_SCREEN_CARDS} of its list takes `firstScreen`: its icon is
 * drawn in the page, so that it paints without the icon sprite's request.
 */
export function IconCard({
  id,
  icon,
  accent,
  title,
  headingLevel = 3,
  href,
  firstScreen = false,
  children,
}: {
  /** Anchor of the card. */
  id?: string;
  /** Where the card leads: its title becomes a link covering the whole card. */
  href?: string;
  /** Kebab-case name of its Lucide icon (src/components/ui/icons.tsx). */
  icon: string;
  accent: Accent;
  title: string;
  headingLevel?: 2 | 3;
  /** On a phone's first screen: the icon drawn inline instead of from the sprite. */
  firstScreen?: boolean;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      id={id}
      className="relative flex h-full scroll-mt-20 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className={`shrink-0 rounded-xl p-2.5 ${ACCENT_BADGE[accent]}`}>
          <NamedIcon name={icon} className="size-6" inline={firstScreen} />
        </span>
        <Heading className="pt-1 text-lg leading-snug font-semibold text-slate-900">
          {href ? (
            <a href={href} className="after:absolute after:inset-0 after:rounded-2xl hover:underline">
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
      </div>
      <div className="mt-3 flex flex-1 flex-col gap-2 text-slate-700">{children}</div>
    </article>
  );
}
