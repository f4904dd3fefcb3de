import { lazy, type ReactNode, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheetUrl from "./app.css?url";
import { SiteShell } from "./components/layout/SiteShell";
import { trackAffiliateClicks } from "./features/affiliate/analytics";
import { reviewConsent } from "./features/consent/consent-store";
import { registerServiceWorker } from "./features/offline/register-service-worker";
import { SITE_NAME, THEME_COLOR } from "./lib/brand";
import { BackToCalculator } from "./components/ui/BackToCalculator";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/icons/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * The site's stylesheet. In the production build it is inlined: this empty
 * `<style>` is filled with the built CSS by scripts/finish-build.ts, so the
 * first paint needs no second request. In development it is a plain link,
 * served by Vite.
 */
function Stylesheet() {
  if (import.meta.env.DEV) return <link rel="stylesheet" href={stylesheetUrl} />;
  return <style data-inline-href={stylesheetUrl} dangerouslySetInnerHTML={{ __html: inlinedCss }} />;
}

/**
 * The CSS the build inlined, read from the page before hydration, so that a
 * `<style>` React creates again later (the error screen re-renders the
 * document) keeps its content; that text's hash is in the CSP. Empty while
 * prerendering: the build fills the placeholder.
 */
const inlinedCss =
  typeof document === "undefined" ? "" : (document.querySelector("style[data-inline-href]")?.textContent ?? "");

/**
 * Starts the prerendered page's boot script (made inert at build by
 * scripts/finish-build.ts) right after the browser's first paint, so the
 * first paint gets the bandwidth and hydration follows; at the latest 2 s
 * after the load event (a browser without paint timing). Does nothing
 * where no inert script exists (development).
 */
function HydratePaintFirst() {
  const start = [
    "(function(){var started=false;function boot(){",
    'var inert=document.querySelector("script[data-hydrate]");if(started||!inert)return;started=true;',
    'var script=document.createElement("script");script.type="module";script.textContent=inert.textContent;document.body.appendChild(script)}',
    'try{new PerformanceObserver(function(list,observer){observer.disconnect();setTimeout(boot)}).observe({type:"paint",buffered:true})}catch(e){}',
    'addEventListener("load",function(){setTimeout(boot,2000)})})()',
  ].join("");
  return <script dangerouslySetInnerHTML={{ __html: start }} />;
}

/**
 * Links the web app manifest once the page is interactive. Linked in the
 * HTML, browsers fetch it (and its icons) on new connections while the first
 * paint is still under way; installing the app needs it only afterwards.
 */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = "/manifest.webmanifest";
  document.head.append(link);
}

/** The HTML document of every page: pt-BR, mobile viewport, the route's meta. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
        <Stylesheet />
      </head>
      <body className="bg-slate-50 text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
        <HydratePaintFirst />
      </body>
    </html>
  );
}

/**
 * Analytics, only when a Google Analytics ID is configured at build
 * (VITE_GA_ID): the consent banner (its own chunk) and a footer button to
 * change the choice. Without an ID both are compiled out.
 */
const ConsentBanner = __GA_ID__
  ? lazy(() => import("./features/consent/ConsentBanner").then((module) => ({ default: module.ConsentBanner })))
  : null;
const consentOverlay = ConsentBanner && (
  <Suspense fallback={null}>
    <ConsentBanner measurementId={__GA_ID__} />
  </Suspense>
);
const consentAction = __GA_ID__ ? (
  <button type="button" onClick={reviewConsent} className="font-medium text-blue-800 underline underline-offset-2">
    Preferências de cookies
  </button>
) : null;

export default function App() {
  useEffect(() => {
    linkManifest();
    void registerServiceWorker();
    return trackAffiliateClicks(document);
  }, []);
  return (
    <SiteShell footerActions={consentAction} overlay={consentOverlay}>
      <Outlet />
    </SiteShell>
  );
}

/**
 * Screen for an unhandled error (spec §8): the router's heading
 * "Unexpected Application Error!" with the status and text or the message,
 * then a Portuguese explanation and a way back to the calculator.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <SiteShell>
      <title>{`Erro | ${SITE_NAME}`}</title>
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 lang="en" className="text-3xl font-bold text-slate-900">
          Unexpected Application Error!
        </h1>
        <p className="mt-3 font-mono text-lg text-red-800">
          {detail}
        </p>
        <p className="mt-6 text-slate-700">
          Desculpe, algo deu errado ao exibir esta página. Tente recarregar ou volte para a
          calculadora.
        </p>
        <BackToCalculator />
      </div>
    </SiteShell>
  );
}
