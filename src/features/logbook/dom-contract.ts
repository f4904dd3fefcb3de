/** What the pages (the privacy page, the home page) share with the log's browser code: the key of a choice it stores. */

/** localStorage key of the choice ("true" when on). */
export const LOGBOOK_IN_CALCULATOR_KEY = "usar_abastecimentos";
