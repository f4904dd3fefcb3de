/**
 * The fill-up log page's own texts: its alerts and status
 * sentences, the form, the list, the figures and "Seus dados". Apart from
 * logbook-messages.ts, which the calculator's logbook option loads too, so
 * that the calculator does not carry them.
 */
import { type Fraction, toRoundedNumber } from "#lib/decimal.ts";
import { formatDay, formatKm, formatKmPerLitre } from "#lib/format-figures.ts";
import { formatBRL, formatPricePerLitre } from "#lib/format.ts";
import { FUEL_LABEL, type Fuel } from "#lib/fuels.ts";
import { plural } from "#lib/plural.ts";
import { SEGMENT_LABELS } from "./logbook-messages.ts";
import type { Segment } from "./segments.ts";

/** The page's fixed texts ("Meus abastecimentos"): warnings, titles and what the status line says. */
export const LOGBOOK_TEXT = {
  /** The alert shown when the log cannot be kept on this device. */
  sessionOnly:
    "Não foi possível guardar neste aparelho (navegação privada ou espaço cheio?). Os cálculos funcionam, mas os abastecimentos valem só enquanto esta página estiver aberta: guarde uma cópia para não perdê-los.",
  loading: "Carregando seus abastecimentos…",
  listTitle: "Abastecimentos",
  added: "Abastecimento registrado.",
  edited: "Alterações salvas.",
  removed: "Abastecimento removido.",
  undone: "Remoção desfeita.",
  cleared: "Todos os abastecimentos foram apagados.",
  copied: "Cópia guardada.",
} as const;

/** The toast shown when a fill-up is removed, with its "Desfazer" button. */
export const REMOVED_TOAST = {
  title: "Abastecimento removido",
  undo: "Desfazer",
  undoAltText: "Desfazer a remoção do abastecimento",
} as const;

/** The alert on stored records that could not be read: "2 registros guardados estavam ilegíveis e foram ignorados." */
export function unreadableSentence(count: number): string {
  return plural(count, {
    one: "Um registro guardado estava ilegível e foi ignorado.",
    other: `${count} registros guardados estavam ilegíveis e foram ignorados.`,
  });
}

/** What an import did: "3 abastecimentos importados; 1 já estavam registrados." or "1 abastecimento importado." */
export function importedSentence(added: number, duplicates: number): string {
  return (
    `${added} ${plural(added, { one: "abastecimento importado", other: "abastecimentos importados" })}` +
    (duplicates > 0 ? `; ${duplicates} já estavam registrados.` : ".")
  );
}

/** The fill-up form's fixed texts. */
export const FILL_UP_FORM_TEXT = {
  newTitle: "Registrar abastecimento",
  date: "Data",
  fuel: "Combustível",
  fullTank: "Tanque cheio",
  add: "Registrar",
  saveChanges: "Salvar alterações",
  cancel: "Cancelar",
} as const;

/** The fill-up form's number fields, in the order shown: label and example. */
export const FILL_UP_NUMBER_FIELDS = [
  { field: "odometerKm", label: "Hodômetro (km)", placeholder: "Ex.: 10.300" },
  { field: "litres", label: "Litros", placeholder: "Ex.: 40,5" },
  { field: "pricePerLitre", label: "Preço por litro (R$) (opcional)", placeholder: "Ex.: 4,19" },
] as const;

/** The form's title while a fill-up is edited: "Editar o abastecimento de 12/10/2026". */
export function editTitle(day: string): string {
  return `Editar o abastecimento de ${formatDay(day)}`;
}

/** The list of fill-ups' fixed texts. */
export const FILL_UP_LIST_TEXT = {
  empty: "Nenhum abastecimento registrado neste aparelho ainda.",
  fullTank: "tanque cheio",
  partial: "parcial",
  edit: "Editar",
  remove: "Remover",
} as const;

/** A fill-up's price in the list: " a R$ 4,19/L". */
export function pricePerLitreText(price: Fraction): string {
  return ` a ${formatPricePerLitre(price)}/L`;
}

/** The segment a fill-up closes: "Trecho de 350 km: 8,8 km/l, conta para o etanol". */
export function segmentLine(segment: Segment): string {
  return `Trecho de ${formatKm(segment.km)}: ${formatKmPerLitre(segment.kmPerLitre)}, ${SEGMENT_LABELS[segment.kind]}`;
}

/** The figures' fixed texts: titles, the table's caption and headings, and the way to the calculator. */
export const SUMMARY_TEXT = {
  title: "Consumo e limite do seu carro",
  toCalculator:
    "A calculadora pode usar este limite: abra “Usar o consumo do meu carro” e escolha “Usar meus abastecimentos”.",
  calculatorLink: "Ir para a calculadora",
  noLimit: "O limite do seu carro aparece quando houver ao menos um trecho medido com cada combustível.",
  spentTitle: "Quanto você gastou",
  spentCaption: "Gasto por mês, nos abastecimentos com preço registrado",
  month: "Mês",
  spent: "Gasto",
  fillUps: "Abastecimentos",
} as const;

/** A fuel's cost per km: "Custo por km com etanol: R$ 0,48". */
export function costPerKmLine(fuel: Fuel, cost: Fraction): string {
  return `Custo por km com ${FUEL_LABEL[fuel].toLowerCase()}: ${formatBRL(toRoundedNumber(cost, 2))}`;
}

/**
 * How the other fuel's price was found, after {@link comparisonSentence}:
 * "O preço do outro combustível é o que você registrou na data mais
 * próxima, até 30 dias antes ou depois; 2 abastecimentos ficaram de fora
 * por não haver esse preço."
 */
export function otherPriceNote(windowDays: number, leftOut: number): string {
  const left =
    leftOut > 0
      ? `; ${leftOut} ${plural(leftOut, { one: "abastecimento ficou", other: "abastecimentos ficaram" })} de fora por não haver esse preço`
      : "";
  return `O preço do outro combustível é o que você registrou na data mais próxima, até ${windowDays} dias antes ou depois${left}.`;
}

/** "Seus dados": the fixed texts of the copy, import and erase controls. */
export const DATA_TEXT = {
  title: "Seus dados",
  explainer:
    "“Guardar uma cópia” envia seus abastecimentos num arquivo de planilha (CSV) para onde você escolher, como WhatsApp, e-mail ou Drive, ou baixa o arquivo neste aparelho. Para recuperá-los, aqui ou em outro aparelho, importe esse arquivo.",
  importCsv: "Importar CSV",
  clear: "Apagar tudo",
  confirmClear: "Sim, apagar tudo",
  cancel: "Cancelar",
} as const;

/** Why an import failed: "Nada foi importado de “a.csv”. Linha 3: …". */
export function importErrorSentence(fileName: string, line: number, message: string): string {
  return `Nada foi importado de “${fileName}”. Linha ${line}: ${message}`;
}

/** The question before erasing the log: "Apagar os 5 abastecimentos deste aparelho? …". */
export function clearQuestion(count: number): string {
  return `Apagar os ${count} abastecimentos deste aparelho? Isso não pode ser desfeito; guarde uma cópia antes se quiser mantê-los.`;
}

/** "Guardar uma cópia" and "Baixar CSV", and the toast when the copy cannot be made. */
export const COPY_TEXT = {
  copy: "Guardar uma cópia",
  download: "Baixar CSV",
  failedTitle: "Não foi possível preparar a cópia",
  failedDescription: "Verifique a conexão e tente de novo.",
} as const;
