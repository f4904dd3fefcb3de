/**
 * True when `origin` (an absolute http(s) URL) names this machine: localhost, a `.localhost` name, 127.x or [::1]. A
 * build for such an origin is one to try locally, never one to publish (README, "Settings"). Throws a TypeError when
 * `origin` is not a URL.
 */
export function isLocalOrigin(origin: string): boolean {
  const host = new URL(origin).hostname;
  return host === "localhost" || host.endsWith(".localhost") || /^127\./.test(host) || host === "[::1]";
}
