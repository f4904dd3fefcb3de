/**
 * Whether the deploy (.github/workflows/deploy.yml) has every setting it needs to publish, checked before `npm ci`:
 * the build's (SITE_URL, a public address, and the three PRIVACY_* settings the privacy page names) and the upload's
 * (the Cloudflare API token and account ID; the Pages project has a default). A run that lacks one publishes nothing
 * and ends green, its summary listing every setting still to give (docs/deploy.md, step 5).
 *
 *   node scripts/deploy-settings.ts --summary "$GITHUB_STEP_SUMMARY" >> "$GITHUB_OUTPUT"
 *
 * Reads the settings from the environment, each under its own name; the token's step passes only whether the
 * secret is set (any non-blank value), never the token itself. Prints `publish=true` or `publish=false`; when a
 * setting lacks, appends to `--summary` the Markdown list of what to set. Exits 2 on a bad command line.
 */
import { appendFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { isLocalOrigin } from "#lib/local-origin.ts";
import { runCommand } from "./cli-options.ts";

/** One setting the deploy needs: its name, where GitHub keeps it, and what it is, in pt-BR. */
export interface RequiredSetting {
  readonly name: string;
  readonly kind: "variable" | "secret";
  readonly what: string;
}

/** Every setting without which nothing is published, in the order docs/deploy.md's table gives them. */
export const REQUIRED_SETTINGS: readonly RequiredSetting[] = [
  {
    name: "SITE_URL",
    kind: "variable",
    what: "o endereço público do site, ex.: https://www.meu-dominio.com.br (sem barra no fim)",
  },
  {
    name: "PRIVACY_CONTROLLER_NAME",
    kind: "variable",
    what: "o nome de quem controla os dados, na página /privacidade",
  },
  { name: "PRIVACY_CONTROLLER_ID", kind: "variable", what: "o CNPJ ou CPF de quem controla os dados" },
  { name: "PRIVACY_CONTACT", kind: "variable", what: "o e-mail para pedidos sobre dados pessoais" },
  { name: "CLOUDFLARE_ACCOUNT_ID", kind: "variable", what: "o ID da conta da Cloudflare" },
  {
    name: "CLOUDFLARE_API_TOKEN",
    kind: "secret",
    what: "o token de API da Cloudflare, com a permissão Account → Cloudflare Pages → Edit",
  },
];

/** A required setting the deploy lacks, and why: not given, or a SITE_URL that names this machine. */
export interface MissingSetting extends RequiredSetting {
  readonly reason: "empty" | "local";
}

/** Whether `url` is an http(s) address that names this machine; false for anything that is not a URL. */
function namesThisMachine(url: string): boolean {
  try {
    return isLocalOrigin(url);
  } catch {
    return false;
  }
}

/**
 * The required settings `env` lacks, in {@link REQUIRED_SETTINGS}' order: each blank or absent one, and SITE_URL
 * when it names this machine (a local build's links point at localhost). Empty when the deploy may publish. A value
 * that is given but malformed is not "missing": the build refuses it, naming it, and the run fails.
 */
export function missingSettings(env: Readonly<Record<string, string | undefined>>): MissingSetting[] {
  return REQUIRED_SETTINGS.flatMap((setting): MissingSetting[] => {
    const value = env[setting.name]?.trim() ?? "";
    if (value === "") return [{ ...setting, reason: "empty" }];
    if (setting.name === "SITE_URL" && namesThisMachine(value)) return [{ ...setting, reason: "local" }];
    return [];
  });
}

/** Where GitHub keeps each kind of setting, as its page names it. */
const KIND_LABEL: Readonly<Record<RequiredSetting["kind"], string>> = { variable: "variável", secret: "segredo" };

/** The run's summary when settings lack (pt-BR Markdown): every one to set, where, and the step by step. */
export function missingSummary(missing: readonly MissingSetting[]): string {
  const lines = missing.map((setting) => {
    const local =
      setting.reason === "local" ? " (o valor atual é desta máquina, e um build local não é publicado)" : "";
    return `- ${KIND_LABEL[setting.kind]} \`${setting.name}\`: ${setting.what}${local}`;
  });
  return [
    "### Nada publicado: faltam configurações",
    "",
    "Para publicar no Cloudflare Pages a cada commit do main que passa no CI, defina em Settings → Secrets and variables → Actions:",
    "",
    ...lines,
    "",
    "Passo a passo: docs/deploy.md. Quem hospeda em outro lugar pode ignorar este aviso.",
    "",
  ].join("\n");
}

/** The command line: prints publish=…, and appends the summary to --summary when a setting lacks. */
function main(args: string[]): void {
  const { values } = parseArgs({ args, options: { summary: { type: "string" } }, strict: true });
  const missing = missingSettings(process.env);
  if (missing.length > 0 && values.summary) appendFileSync(values.summary, missingSummary(missing));
  console.log(`publish=${missing.length === 0}`);
}

if (import.meta.main)
  runCommand(main, 'Uso: node scripts/deploy-settings.ts [--summary <arquivo>] >> "$GITHUB_OUTPUT"');
