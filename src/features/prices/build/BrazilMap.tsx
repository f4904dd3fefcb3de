import type { MapModel, MapShade, MapState } from "./brazil-map.ts";
import { MAP_CREDIT } from "./price-pages.ts";

/** Fill of each shade: a pattern per shade, so the map reads without colour too. */
const FILL: Record<MapShade, string> = {
  all: "url(#mapa-etanol)",
  depends: "url(#mapa-depende)",
  none: "url(#mapa-gasolina)",
  missing: "url(#mapa-sem-preco)",
};

/** The legend's words for each shade; `year` is the PBEV table's. */
const legend = (year: number): ReadonlyArray<readonly [MapShade, string]> => [
  ["all", `Etanol compensa em todos os carros flex da tabela ${year} do Inmetro: verde, listrado`],
  ["depends", "Depende do carro: o etanol compensa em parte deles: xadrez verde e âmbar"],
  ["none", "Gasolina compensa em todos: âmbar, liso"],
  ["missing", "Sem um dos dois preços nesta pesquisa: cinza, pontilhado"],
];

/**
 * The patterns of the shades: green diagonal stripes where ethanol pays off
 * in every car, a green and amber checkerboard where it depends on the car,
 * plain amber where gasoline pays off in every car, grey dots for a state
 * without both prices. Distinct in texture as well as colour (and in greyscale).
 */
function Patterns() {
  return (
    <defs>
      <pattern id="mapa-etanol" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="7" height="7" fill="#bbf7d0" />
        <rect width="3.5" height="7" fill="#15803d" />
      </pattern>
      <pattern id="mapa-depende" width="10" height="10" patternUnits="userSpaceOnUse">
        <rect width="10" height="10" fill="#fbbf24" />
        <rect width="5" height="5" fill="#4ade80" />
        <rect x="5" y="5" width="5" height="5" fill="#4ade80" />
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

/** A legend swatch: a small square filled like the states of one shade. */
function Swatch({ shade }: { shade: MapShade }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 rounded-sm">
      <rect width="24" height="24" fill={FILL[shade]} stroke="#334155" strokeWidth="2" />
    </svg>
  );
}

/** The tappable box of a small state, part of its link (drawn over the outlines, under the codes). */
function TagBox({ state }: { state: MapState }) {
  if (!state.tag.box) return null;
  return (
    <rect
      {...state.tag.box}
      rx="6"
      fill={FILL[state.shade]}
      stroke="#0f172a"
      strokeWidth="1.5"
      className="group-hover:stroke-3 group-focus-visible:stroke-blue-700 group-focus-visible:stroke-4"
    />
  );
}

/** The UF codes and leader lines of every state, on top of everything, for the eye only (the links carry the names). */
function Tags({ states }: { states: readonly MapState[] }) {
  return (
    <g aria-hidden="true" pointerEvents="none">
      {states.map(({ code, tag }) =>
        tag.leader ? <line key={`${code}-linha`} {...tag.leader} stroke="#0f172a" strokeWidth="1.5" /> : null,
      )}
      {states.map(({ code, tag }) => (
        <text
          key={code}
          x={tag.x}
          y={tag.y}
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
          {tag.text}
        </text>
      ))}
    </g>
  );
}

/** One state of the map: a link to its page, named and titled, drawing its outline and its UF code. */
function StateLink({ state }: { state: MapModel["states"][number] }) {
  return (
    <a href={state.href} aria-label={state.label} className="group">
      <title>{state.label}</title>
      <use
        href={state.shape}
        fill={FILL[state.shade]}
        stroke="#ffffff"
        strokeWidth="1.2"
        strokeLinejoin="round"
        className="group-hover:stroke-slate-900 group-focus-visible:stroke-blue-700 group-focus-visible:stroke-3"
      />
      <TagBox state={state} />
    </a>
  );
}

/** The map's caption: the legend for the PBEV table of `year`, how to read "compensa", and the outlines' credit. */
function MapLegend({ year }: { year: number }) {
  return (
    <figcaption className="text-slate-800">
      <p className="font-semibold text-slate-900">Legenda</p>
      <ul className="mt-3 space-y-3">
        {legend(year).map(([shade, text]) => (
          <li key={shade} className="flex items-start gap-3">
            <Swatch shade={shade} />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700">
        “Compensa”: o preço médio do etanol fica dentro do limite do carro (consumo com etanol dividido pelo consumo com
        gasolina, no uso misto). Toque ou clique num estado para ver os preços, as maiores cidades e a razão mês a mês.
        A tabela abaixo traz os mesmos números.
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
  );
}

/**
 * The map of Brazil shaded by "Depende do seu carro" (ethanol pays off in
 * every flex car of the PBEV table `year`, in some, in none), drawn at
 * build time as inline SVG (no JavaScript): each state is a link to its
 * page, named for assistive technology and shown as a tooltip ("São Paulo:
 * etanol a 59,8% da gasolina, etanol compensa; carros flex em que o etanol
 * compensa: todos"), focusable with a visible outline; every state carries
 * its UF code, the small ones in a box of at least 24 × 24 CSS px that is
 * part of the link. The outlines are not in the page: each link draws its
 * state's from the cached geometry file (`<use href>`, see `mapSprite`),
 * with its fill and strokes set here. With a legend and the outlines'
 * credit (svg-maps by Victor Cazanave, CC BY 4.0).
 * `model` comes from `brazilMap`; `week` says which survey ("7 a 13/06/2026").
 * Sources: ANP – Levantamento de Preços de Combustíveis; Inmetro – PBE Veicular.
 */
export function BrazilMap({ model, week, year }: { model: MapModel; week: string; year: number }) {
  return (
    // The figure is the grid itself: a figcaption must be the figure's own child.
    <figure className="grid items-start gap-6 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <svg
        viewBox={model.viewBox}
        role="group"
        aria-labelledby="mapa-titulo mapa-descricao"
        className="mx-auto h-auto w-full max-w-xl"
      >
        <title id="mapa-titulo">{`Mapa do Brasil: onde o etanol compensa na pesquisa ANP de ${week}`}</title>
        <desc id="mapa-descricao">
          Cada estado é um link para a sua página. Verde listrado: o etanol compensa em todos os carros flex; xadrez
          verde e âmbar: depende do carro; âmbar liso: a gasolina compensa em todos; cinza pontilhado: sem um dos dois
          preços.
        </desc>
        <Patterns />
        {/* The boxed states last, so their boxes lie over the outlines (the Federal District's over Goiás). */}
        {[...model.states.filter((state) => !state.tag.box), ...model.states.filter((state) => state.tag.box)].map(
          (state) => (
            <StateLink key={state.code} state={state} />
          ),
        )}
        <Tags states={model.states} />
      </svg>
      <MapLegend year={year} />
    </figure>
  );
}
