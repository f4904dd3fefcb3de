/**
 * The texts about keeping the log: whether the browser keeps it,
 * the copy reminder and the install offer. Apart from logbook-messages.ts
 * because they load with the notes under the log, once it holds a fill-up.
 */
import { plural } from "#lib/plural.ts";
import { lastCopyLine } from "./logbook-messages.ts";

/** The line under the log that says whether the browser keeps it (navigator.storage.persisted()). */
export const PERSISTENCE_LINE = {
  persistent: "Seus abastecimentos ficam guardados neste aparelho",
  bestEffort: "O navegador pode apagar estes dados se faltar espaço ou se o site ficar sem uso: guarde uma cópia",
} as const;

/**
 * The copy reminder's sentence: "6 abastecimentos não estão na última
 * cópia. Última cópia: 12/10/2026." or, before any copy, "Você ainda não
 * guardou uma cópia dos seus 5 abastecimentos."
 */
export function reminderSentence(newFillUps: number, lastCopyDay: string | null): string {
  if (lastCopyDay === null) return `Você ainda não guardou uma cópia dos seus ${newFillUps} abastecimentos.`;
  const count = `${newFillUps} ${plural(newFillUps, { one: "abastecimento não está", other: "abastecimentos não estão" })}`;
  return `${count} na última cópia. ${lastCopyLine(lastCopyDay)}.`;
}

/** Beside "Instalar o app", where the browser offers installation. */
export const INSTALL_OFFER = "Instale o app: ele abre direto da tela inicial e funciona também sem internet.";

/**
 * How to install on an iPhone or iPad, where it goes through the Share menu
 * (Safari's Share button sits behind "…" in its compact layout). A site
 * added to the Home Screen keeps its data apart from the browser's, so the
 * log moves there by a copy.
 */
export const INSTALL_HOW_TO =
  "toque em Compartilhar (o quadrado com uma seta para cima; se não o vir, toque antes em “…”) e depois em “Adicionar à Tela de Início”. O app instalado guarda os dados à parte deste navegador: guarde uma cópia aqui e importe-a no app.";

/** The copy reminder's title and its "Agora não". */
export const REMINDER_TEXT = {
  title: "Hora de guardar uma cópia.",
  notNow: "Agora não",
} as const;

/** The install offer's buttons, and the title of the iPhone's steps. */
export const INSTALL_TEXT = {
  install: "Instalar o app",
  howToTitle: "Instalar o app:",
  decline: "Não, obrigado",
  understood: "Entendi",
} as const;
