/**
 * The little JavaScript every page runs, without React (a bundled Astro
 * `<script>`, deferred as a module): a comma typed in a number field as a
 * decimal point, the copyright year, the wordings that depend on the day of
 * the visit ("da semana" or the survey's dates), Escape to close the
 * phone menu, affiliate click analytics, the photo fallback, the consent
 * banner (only with a Google Analytics ID) and, once the page has loaded,
 * the web app manifest link and (once the visitor pauses) the service
 * worker, whose update toast
 * (update-notice.js) loads React only when a new version is waiting, and,
 * on a page with station cards or a city's follow section, their "Guardar
 * em Meus postos" buttons and the city's Avisos (precos/meus-postos.js).
 * It imports nothing lazily that the bundler can see (the toast's address is
 * a fixed one, integrations/lazy-entries.ts), so the build inlines it in
 * each page.
 */
import { acceptDecimalComma } from "#browser/decimal-comma.ts";
import { whenIdle, whenVisitorPauses } from "#browser/idle.ts";
import { updateCurrentYear } from "#components/layout/current-year.ts";
import { showDatedTexts } from "#components/ui/dated-text.ts";
import { trackAffiliateClicks } from "#features/affiliate/browser/analytics.ts";
import { replaceBrokenPhotos } from "#features/affiliate/browser/photo-fallback.ts";
import { initConsentBanner } from "#features/consent/browser/consent-banner.ts";
import { registerServiceWorker, UPDATE_WAITING_EVENT } from "#features/offline/browser/register-service-worker.ts";
import { UPDATE_NOTICE_SCRIPT } from "#features/offline/dom-contract.ts";
import { KEEP_STATIONS_SCRIPT, STATION_PAGE_SELECTOR } from "#features/stations/dom-contract.ts";

/**
 * How long, in ms, the visitor must have neither touched nor typed before the service worker installs: longer than a
 * driver's pause between two prices (docs/speed-findings.md, "The service worker's install").
 */
const INSTALL_AFTER_PAUSE_MS = 2000;

/** Runs `task` once the page has loaded, at the next idle moment. */
function afterLoad(task: () => void): void {
  if (document.readyState === "complete") whenIdle(task);
  else addEventListener("load", () => whenIdle(task), { once: true });
}

/** Sets up what the module comment lists on the page; sets `data-enhanced` on `<html>` when done (the e2e tests wait for it). */
function enhance(): void {
  acceptDecimalComma(document);
  updateCurrentYear(document);
  showDatedTexts(document);

  document.addEventListener("keydown", (event) => {
    const menu = document.querySelector<HTMLDetailsElement>("details[data-menu]");
    if (event.key !== "Escape" || !menu?.open) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });

  trackAffiliateClicks(document);
  replaceBrokenPhotos(document);
  if (__GA_ID__) initConsentBanner(__GA_ID__);

  afterLoad(() => {
    // Linked now, not in the HTML: browsers fetch the manifest and its icons on new connections during first paint.
    const manifest = document.createElement("link");
    manifest.rel = "manifest";
    manifest.href = "/manifest.webmanifest";
    document.head.append(manifest);
    // The worker's install downloads the whole site for offline use: never during the page's own load, nor while
    // the visitor types.
    whenVisitorPauses(() => void registerServiceWorker(), INSTALL_AFTER_PAUSE_MS);
    // Station cards' "Guardar em Meus postos" buttons and a city's Avisos: their script only where there are some.
    if (document.querySelector(STATION_PAGE_SELECTOR))
      import(/* @vite-ignore */ KEEP_STATIONS_SCRIPT)
        .then((module: { enhanceStationPage: (root: Document) => Promise<void> }) =>
          module.enhanceStationPage(document),
        )
        .catch(() => undefined);
  });

  addEventListener(
    UPDATE_WAITING_EVENT,
    () => {
      // Without the toast's code (a failed download), nothing is offered: the waiting version still takes over
      // on the next visit after every tab of the site is closed, as service workers do.
      import(/* @vite-ignore */ UPDATE_NOTICE_SCRIPT)
        .then((module: { offerUpdate: () => Promise<void> }) => module.offerUpdate())
        .catch(() => undefined);
    },
    { once: true },
  );

  document.documentElement.dataset.enhanced = "";
}

enhance();
