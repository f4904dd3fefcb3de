import type { MapModel, MapVerdict } from "./brazil-map";
import { MAP_CREDIT } from "./price-pages";

/** Fill of each verdict: a pattern per verdict, so the map reads without colour too. */
const FILL: Record<MapVerdict, string> = {
  ethanol: "url(#mapa-etanol)",
  gasoline: "url(#mapa-gasolina)",
  missing: "url(#mapa-sem-preco)",
};

/** The legend's words for each verdict. */
const LEGEND: ReadonlyArray<readonly [MapVerdict, string]> = [
  ["ethanol", "Etanol compensa (até 70% do preço da gasolina): verde, listrado"],
  ["gasoline", "Gasolina compensa (etanol acima de 70%): âmbar, liso"],
  ["missing", "Sem um dos dois preços nesta pesquisa: cinza, pontilhado"],
];

/**
 * The patterns of the three verdicts: green diagonal stripes for ethanol,
 * plain amber for gasoline, grey dots for a state without both prices.
 * Distinct in texture as well as colour (and in greyscale).
 */
function Patterns() {
  return (
    <defs>
      <pattern id="mapa-etanol" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="7" height="7" fill="#bbf7d0" />
        <rect width="3.5" height="7" fill="#15803d" />
      </pattern>
      <pattern id="mapa-gasolina" width="7" height="7" patternUnits="userSpaceOnUse">
        <rect width="7" height="7" fill="#fbbf24" />
      </pattern>
      <pattern id="mapa-sem-preco" width="6" height="6" patternUnits="userSpaceOnUse">
        <rect width="6" height="6" fill="#e2e8f0" />
        <circle cx="3" cy="3" r="1.2" fill="#475569" />
      </pattern>
    </defs>
  );
}

/** A legend swatch: a small square filled like the states of one verdict. */
function Swatch({ verdict }: { verdict: MapVerdict }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 rounded-sm">
      <rect width="24" height="24" fill={FILL[verdict]} stroke="#334155" strokeWidth="2" />
    </svg>
  );
}

/**
 * The map of Brazil coloured by the week's verdict, drawn at build time as
 * inline SVG (no JavaScript): each state is a link to its page, named for
 * assistive technology and shown as a tooltip ("São Paulo: etanol a 59,8%
 * da gasolina, etanol compensa"), focusable with a visible outline; large
 * states carry their UF code. With a legend and the outlines' credit
 * (svg-maps by Victor Cazanave, CC BY 4.0).
 * `model` comes from `brazilMap`; `week` says which survey ("7 a 13/06/2026").
 * Source of the verdicts: ANP – Levantamento de Preços de Combustíveis.
 */
export function BrazilMap({ model, week }: { model: MapModel; week: string }) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-6">
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <svg
          viewBox={model.viewBox}
          role="group"
          aria-labelledby="mapa-titulo mapa-descricao"
          className="mx-auto h-auto w-full max-w-xl"
        >
          <title id="mapa-titulo">{`Mapa do Brasil: onde o etanol compensa na pesquisa ANP de ${week}`}</title>
          <desc id="mapa-descricao">
            Cada estado é um link para a sua página. Verde listrado: etanol compensa; âmbar liso: gasolina compensa;
            cinza pontilhado: sem um dos dois preços.
          </desc>
          <Patterns />
          {model.states.map((state) => (
            <a key={state.code} href={state.href} aria-label={state.label} className="group">
              <title>{state.label}</title>
              <path
                d={state.path}
                fill={FILL[state.verdict]}
                stroke="#ffffff"
                strokeWidth="1.2"
                strokeLinejoin="round"
                className="group-hover:stroke-slate-900 group-focus-visible:stroke-blue-700 group-focus-visible:stroke-3"
              />
            </a>
          ))}
          <g aria-hidden="true" pointerEvents="none">
            {model.states.map(
              (state) =>
                state.tag && (
                  <text
                    key={state.code}
                    x={state.tag.x}
                    y={state.tag.y}
                    textAnchor="middle"
                    dominantBaseline="central"
                    fontSize="18"
                    fontWeight="700"
                    fill="#0f172a"
                    stroke="#ffffff"
                    strokeWidth="4"
                    strokeLinejoin="round"
                    paintOrder="stroke"
                  >
                    {state.tag.text}
                  </text>
                ),
            )}
          </g>
        </svg>
        <figcaption className="text-slate-800">
          <p className="font-semibold text-slate-900">Legenda</p>
          <ul className="mt-3 space-y-3">
            {LEGEND.map(([verdict, text]) => (
              <li key={verdict} className="flex items-start gap-3">
                <Swatch verdict={verdict} />
                <span>{text}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-700">
            Toque ou clique num estado para ver os preços, as maiores cidades e a razão mês a mês. A tabela abaixo traz
            os mesmos números.
          </p>
          <p className="mt-4 text-sm text-slate-700">
            Contornos dos estados:{" "}
            <a href={MAP_CREDIT.url} className="text-blue-800 underline underline-offset-2">
              {MAP_CREDIT.work}
            </a>
            , de {MAP_CREDIT.author}, licença{" "}
            <a href={MAP_CREDIT.licenseUrl} rel="license" className="text-blue-800 underline underline-offset-2">
              {MAP_CREDIT.license}
            </a>
            .
          </p>
        </figcaption>
      </div>
    </figure>
  );
}
