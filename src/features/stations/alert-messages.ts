/**
 * What Avisos say, in pt-BR: a line per change for the "Desde a sua última
 * visita" panel, and the one notice of a new survey (its title, body, tag
 * and the page it opens). Every price is in R$ per litre and every survey
 * is named by its dates, never "esta semana" (docs/alerts.md).
 * Source: ANP – Levantamento de Preços de Combustíveis (weekly survey).
 */
import type { SurveyWeek } from "#data/build/anp-history.ts";
import { capitalise } from "#lib/format.ts";
import { FUEL_NAME, type Fuel } from "#lib/fuels.ts";
import { cityPagePath } from "#lib/paths.ts";
import { plural } from "#lib/plural.ts";
import type { Change, Observation, Subject } from "./alerts.ts";
import { weekWithYear } from "./kept-station-view.ts";
import { stationPrice } from "./station-messages.ts";

/** The panel's heading. */
export const SINCE_LAST_VISIT = "Desde a sua última visita";

/** The id of the panel on a page: a notice opens the city page at it. */
export const ALERTS_PANEL_ID = "avisos";

/** The query parameter a notice adds to the page it opens: the survey's Saturday (the worker fetches such a page from the network first). */
export const NOTICE_PARAMETER = "aviso";

/** The name a followed item goes by: the station's name, or "Campinas (média da cidade)". */
function subjectName(subject: Subject): string {
  return subject.kind === "station" ? subject.name : `${subject.city} (média da cidade)`;
}

/** "agora compensa etanol", "agora compensa gasolina". */
function nowPaysText(fuel: Fuel): string {
  return `agora compensa ${FUEL_NAME[fuel]}`;
}

/** "etanol R$ 4,19 e gasolina R$ 6,29, pesquisa ANP de 14 a 20/06/2026" (a fuel without a price is left out). */
export function pricesText(prices: Observation): string {
  const parts = (["ethanol", "gasoline"] as const).flatMap((fuel) => {
    const price = prices[fuel];
    return price === null ? [] : [`${FUEL_NAME[fuel]} ${stationPrice(price)}`];
  });
  return `${parts.join(" e ")}, pesquisa ANP de ${weekWithYear(prices.week)}`;
}

/** "etanol de R$ 4,59 para R$ 4,39": a price's move. */
function moveText(change: Extract<Change, { kind: "price" }>): string {
  return `${FUEL_NAME[change.fuel]} de ${stationPrice(change.from)} para ${stationPrice(change.to)}`;
}

/**
 * The panel's line for one followed item's changes (all of one subject),
 * starting with its name: its flip, its price moves between the two surveys
 * named, or that the newest survey does not have it.
 * "Posto Tal: agora compensa etanol; etanol de R$ 4,59 para R$ 4,39, da
 * pesquisa de 17 a 23/05/2026 à de 14 a 20/06/2026."
 */
export function itemLine(changes: readonly Change[]): string {
  const [first] = changes;
  if (!first) return "";
  const name = subjectName(first.subject);
  if (first.kind === "missing") {
    const what = first.subject.kind === "station" ? "preços deste posto" : "preços desta cidade";
    return `${name}: fora da pesquisa ANP de ${weekWithYear(first.week)}; a ANP não publicou ${what} nessa semana.`;
  }
  const flip = changes.find((change) => change.kind === "flip");
  const moves = changes.filter((change) => change.kind === "price");
  const [move] = moves;
  if (!move) return flip ? `${name}: ${nowPaysText(flip.to)} (${pricesText(flip.now)}).` : "";
  const parts = [...(flip ? [nowPaysText(flip.to)] : []), moves.map(moveText).join(" e ")];
  return `${name}: ${parts.join("; ")}, da pesquisa de ${weekWithYear(move.since)} à de ${weekWithYear(move.week)}.`;
}

/** The panel's lines: one per followed item, in the order of `changes` (grouped by item). */
export function panelLines(changes: readonly Change[]): string[] {
  const bySubject = new Map<string, Change[]>();
  for (const change of changes) {
    const { subject } = change;
    const key = subject.kind === "station" ? subject.cnpj : `${subject.uf}/${subject.city}`;
    bySubject.set(key, [...(bySubject.get(key) ?? []), change]);
  }
  return [...bySubject.values()].map(itemLine);
}

/** The panel's intro: the survey its changes come from. */
export function panelIntro(week: SurveyWeek): string {
  return `O que mudou nos postos e cidades que você segue, até a pesquisa ANP de ${weekWithYear(week)}:`;
}

/** The one notice of a survey: what the worker shows. */
export interface Notice {
  readonly title: string;
  readonly body: string;
  /** One per survey: a second notice of the same survey replaces the first. */
  readonly tag: string;
  /** The page it opens: the first change's city page, at the panel. */
  readonly url: string;
}

/**
 * The notice of the survey `week` for its flips (the changes that are
 * notices, first one first), or null when there is none. Title: "Posto
 * Tal: agora compensa etanol", with the count first when there are more
 * ("2 mudanças · Posto Tal: agora compensa etanol"); body: the first's
 * prices with the survey's dates, and the others' names.
 */
export function noticeOf(flips: readonly Extract<Change, { kind: "flip" }>[], week: SurveyWeek): Notice | null {
  const [first, ...others] = flips;
  if (!first) return null;
  const headline = `${subjectName(first.subject)}: ${nowPaysText(first.to)}`;
  const count = flips.length;
  const title =
    count === 1 ? headline : `${count} ${plural(count, { one: "mudança", other: "mudanças" })} · ${headline}`;
  const rest = others.map((flip) => `${subjectName(flip.subject)}: ${nowPaysText(flip.to)}.`);
  const body = [`${capitalise(pricesText(first.now))}.`, ...rest].join("\n");
  const { uf, city } = first.subject;
  const url = `${cityPagePath({ uf, name: city })}?${NOTICE_PARAMETER}=${week.end}#${ALERTS_PANEL_ID}`;
  return { title, body, tag: `avisos-${week.end}`, url };
}

/** What the notices' control says and offers, in each state it can be in. */
export const ALERTS_CONTROL_TEXT = {
  ask: "Avisar quando mudar",
  askIntro:
    "Receba uma notificação quando o veredito mudar em um posto ou cidade que você segue, a cada nova pesquisa da ANP. O aparelho confere sozinho: o site não fica sabendo quais postos ou cidades você segue.",
  on: "Avisos ligados neste aparelho: uma notificação por pesquisa da ANP quando o veredito mudar em um posto ou cidade que você segue.",
  off: "Desligar os avisos",
  offConfirm:
    "Desligar os avisos apaga deste aparelho Meus postos, as cidades que você segue e o que o site guardou para comparar. Continuar?",
  offDone: "Avisos desligados: Meus postos, as cidades seguidas e as comparações foram apagados deste aparelho.",
  unavailable:
    "Este navegador não verifica as pesquisas em segundo plano. O que muda nos postos e cidades que você segue aparece aqui, em “Desde a sua última visita”, quando você volta ao site, e no feed RSS de cada cidade. No Android, com o Chrome, instale o site como app (menu ⋮ › Instalar app) e volte a esta página para ligar as notificações.",
  denied:
    "As notificações deste site estão bloqueadas neste navegador. Para recebê-las, permita as notificações nas configurações do site (no ícone ao lado do endereço) e toque de novo em “Avisar quando mudar”.",
  failed: "Não foi possível ligar os avisos neste aparelho. Tente de novo mais tarde.",
} as const;
