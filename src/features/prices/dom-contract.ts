/** What the pages share with the remembered place (browser/price-place.ts): the key it keeps on the device. */

/** localStorage key of the place whose averages the driver last used, stored as JSON. */
export const PRICE_PLACE_KEY = "price_place";
