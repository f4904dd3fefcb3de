import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteShell } from "./components/layout/SiteShell";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** The HTML document of every page: pt-BR, mobile viewport, the route's meta. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#15803d" />
        <Meta />
        <Links />
      </head>
      <body className="bg-slate-50 text-slate-900 antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
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
      <title>Erro | Etanol ou Gasolina?</title>
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 lang="en" className="text-3xl font-bold text-slate-900">
          Unexpected Application Error!
        </h1>
        <p lang="en" className="mt-3 font-mono text-lg text-red-800">
          {detail}
        </p>
        <p className="mt-6 text-slate-700">
          Desculpe, algo deu errado ao exibir esta página. Tente recarregar ou volte para a
          calculadora.
        </p>
        <Link
          to="/"
          className="mt-6 inline-block rounded-lg bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800"
        >
          Voltar para a calculadora
        </Link>
      </div>
    </SiteShell>
  );
}
