/**
 * Amazon Brasil's hosts: the links the Associates tag applies to
 * (Amazon Associates Program Operating Agreement: the tag travels as the
 * `tag` query parameter).
 */
const AMAZON_HOSTS = /(^|\.)amazon\.com\.br$/;

/**
 * The link a visitor follows: `url` with the Associates `tag` set when the
 * site has one and the link goes to Amazon Brasil; otherwise `url` as it is.
 * An unparseable `url` comes back unchanged (the content schema only lets
 * https URLs in).
 */
export function affiliateHref(url: string, tag: string | undefined): string {
  if (!tag || !URL.canParse(url)) return url;
  const link = new URL(url);
  if (!AMAZON_HOSTS.test(link.hostname)) return url;
  link.searchParams.set("tag", tag);
  return link.toString();
}

/** Whether links can earn a commission: only with an Associates tag configured (AMAZON_ASSOCIATE_TAG). */
export const EARNS_COMMISSION: boolean = __AMAZON_TAG__ !== "";

/** The site's links to an offer, tagged when the site has a tag. */
export function offerHref(url: string): string {
  return affiliateHref(url, __AMAZON_TAG__ || undefined);
}
