/**
 * Tailwind classes shared by the catalogue tables (CarRatioTable,
 * ModelTable), in one place so that both read alike and the site's CSS
 * stays small.
 */

/**
 * The scrolling frame of a wide table: on a phone the table keeps its
 * columns and scrolls sideways inside it (it stays a real table for screen
 * readers). Focusable, so keyboard users can scroll it too.
 */
export const TABLE_FRAME = "mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm";

/** The table itself. */
export const TABLE = "w-full text-left text-sm text-slate-800";

/** A table's caption: above the table, left-aligned. */
export const CAPTION = "p-4 text-left text-slate-700";

/**
 * The text inside a caption: never wider than the screen (page and caption
 * padding taken off), so on a phone it wraps where it can be read instead of
 * running along the scrolling table.
 */
export const CAPTION_TEXT = "block max-w-[calc(100vw-4.25rem)]";

/** A cell that stays in view while the table scrolls sideways (the model or the version); opaque over the rest. */
export const STICKY_CELL = "sticky left-0";

/** A header cell. */
export const HEAD_CELL = "px-3 py-2 font-semibold text-slate-900";

/** A body cell with text that may wrap (names). */
export const TEXT_CELL = "px-3 py-2";

/** A body cell with a figure: one line, right-aligned, digits of equal width. */
export const NUMBER_CELL = "px-3 py-2 text-right whitespace-nowrap tabular-nums";

/** A row of the body. */
export const ROW = "border-t border-slate-200";

/** A link inside a table or list. */
export const LINK = "text-blue-800 underline underline-offset-2";
