import type { ReactNode } from "react";
import { isAfter, SHOWN_AFTER, SHOWN_UNTIL } from "./dated-text.ts";

/**
 * A text with two wordings: `current` up to the instant `until`
 * (inclusive), `later` after it. Both are in the HTML; the build shows the
 * one true at `now` (its own clock) and the site's script re-picks with the
 * visitor's (`showDatedTexts`, dated-text.ts). Each is a `<span>`: put it
 * inside a heading or a sentence. `later` should name its dates, as it is
 * also what an invalid clock shows.
 */
export function DatedText({
  until,
  now,
  current,
  later,
}: {
  until: Date;
  now: Date;
  current: ReactNode;
  later: ReactNode;
}) {
  const after = isAfter(until, now);
  const instant = until.toISOString();
  return (
    <>
      <span {...{ [SHOWN_UNTIL]: instant }} hidden={after}>
        {current}
      </span>
      <span {...{ [SHOWN_AFTER]: instant }} hidden={!after}>
        {later}
      </span>
    </>
  );
}
