import type { ReactNode } from "react";

/**
 * A titled section of a page: an `h2` that names the section for
 * assistive technology (`aria-labelledby`), an optional intro, the content.
 * Below the fold, its style and layout are skipped until it nears the screen
 * (`content-visibility: auto`), so the first load's main thread stays free.
 */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  /** Unique id, also the anchor of the section. */
  id: string;
  /** The heading's content: text, or a `DatedText`. */
  title: ReactNode;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mx-auto w-full max-w-5xl px-4 py-10 [contain-intrinsic-size:auto_900px] [content-visibility:auto]"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-2xl text-slate-700">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
