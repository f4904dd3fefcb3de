/**
 * Avisos in the service worker (docs/alerts.md), a classic script that the
 * Workbox worker imports first (`importScripts`, integrations/service-worker.ts):
 * - `periodicsync` ("avisos", registered by the page where the browser
 *   allows it): the background check, every fetch with a timeout, inside
 *   `waitUntil`;
 * - `notificationclick`: focuses the tab on the notice's page, loaded again,
 *   or opens one;
 * - `fetch`: a page opened from a notice (`?aviso=`), and the files its
 *   panel reads, come from the network first (notice-click.ts), so that
 *   they show the newest survey even while this worker's precache holds an
 *   older one; offline, the cached copy, with its own date. Registered
 *   before Workbox's routes, so it answers these first and leaves every
 *   other request to them.
 */
import { loadAlertsIndex } from "#data/browser/alerts-index.ts";
import { cityMeansSchema, cityMeansUrl } from "#data/browser/city-means.ts";
import { fetchDataset } from "#data/browser/fetch-dataset.ts";
import { statePricesSchema, statePricesUrl } from "#data/browser/station-prices.ts";
import { ALERTS_SYNC_TAG } from "#features/stations/follows.ts";
import { backgroundCheck } from "./background-check.ts";
import { loadFollows, saveAlertSettings, saveSnapshots } from "./follow-store.ts";
import { fromNetworkFirst, pageForNotice } from "./notice-click.ts";

/** How long, in ms, a background fetch may take before the check gives up (and tries again at the next sync). */
const FETCH_TIMEOUT_MS = 15_000;

/** The service worker's scope as far as this script uses it (the page's TypeScript has no worker types). */
interface WorkerScope {
  readonly location: Location;
  readonly registration: {
    showNotification: (
      title: string,
      options: { body: string; tag: string; data: unknown; icon: string },
    ) => Promise<void>;
  };
  readonly clients: {
    matchAll: (options: { type: "window"; includeUncontrolled: boolean }) => Promise<WindowClientLike[]>;
    openWindow: (url: string) => Promise<unknown>;
  };
  addEventListener: (type: string, listener: (event: ExtendableEventLike) => void) => void;
}
interface WindowClientLike {
  readonly url: string;
  focus: () => Promise<unknown>;
  navigate: (url: string) => Promise<unknown>;
}
interface ExtendableEventLike {
  readonly tag?: string;
  readonly notification?: { close: () => void; data: unknown };
  readonly request?: Request;
  waitUntil: (promise: Promise<unknown>) => void;
  respondWith?: (response: Promise<Response>) => void;
}

const worker = self as unknown as WorkerScope;

/** A fetch of the network's newest copy, given up after {@link FETCH_TIMEOUT_MS}. */
const fresh = (): RequestInit => ({ cache: "no-cache", signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });

/** The icon shown with a notice. */
const NOTICE_ICON = "/icons/icon-192.png";

function check(): Promise<unknown> {
  return backgroundCheck({
    load: loadFollows,
    index: () => loadAlertsIndex(fresh()),
    // Each state's files at the version the index names: no cache on the way can answer with an older one.
    files: (hash) => ({
      prices: (uf) => fetchDataset(`${statePricesUrl(uf)}?v=${hash(uf)}`, statePricesSchema, fresh()),
      means: (uf) => fetchDataset(`${cityMeansUrl(uf)}?v=${hash(uf)}`, cityMeansSchema, fresh()),
    }),
    saveSnapshots,
    saveSettings: saveAlertSettings,
    notify: (notice) =>
      worker.registration.showNotification(notice.title, {
        body: notice.body,
        tag: notice.tag,
        data: { url: notice.url },
        icon: NOTICE_ICON,
      }),
  });
}

async function openNotice(url: string): Promise<void> {
  const pages = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const page = pageForNotice(pages, url, worker.location.origin);
  if (!page) {
    await worker.clients.openWindow(url);
    return;
  }
  await page.navigate(url);
  await page.focus();
}

async function networkFirst(request: Request): Promise<Response> {
  try {
    return await fetch(request, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
}

worker.addEventListener("periodicsync", (event) => {
  if (event.tag === ALERTS_SYNC_TAG) event.waitUntil(check());
});

worker.addEventListener("notificationclick", (event) => {
  const data = event.notification?.data as { url?: unknown } | undefined;
  event.notification?.close();
  if (typeof data?.url === "string") event.waitUntil(openNotice(data.url));
});

worker.addEventListener("fetch", (event) => {
  if (event.request && event.respondWith && fromNetworkFirst(event.request, worker.location.origin))
    event.respondWith(networkFirst(event.request));
});
