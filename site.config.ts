/**
 * Build-time settings, from environment variables, declared and validated
 * in one place (a Zod schema): the site build, the build's finishing step,
 * the server and the tests all read them from here. A bad value stops the
 * build with a message naming the variable. `.env.example` lists each one.
 */
import { z } from "astro/zod";

const optionalText = (schema: z.ZodString) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()))
    .pipe(schema.optional());

/** The settings and their rules. */
export const settingsSchema = z.object({
  /** Public origin, without a trailing slash: canonical URLs, Open Graph, JSON-LD, sitemap, feed, robots.txt. */
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "deve ser um endereço http(s) completo, ex.: https://www.exemplo.com.br" })
    .default("https://www.etanolougasolina.com.br")
    .transform((url) => url.replace(/\/+$/, "")),
  /** Google Analytics 4 measurement ID ("G-ABC123DEF4"); without it no analytics code loads and no banner shows. */
  VITE_GA_ID: optionalText(z.string().regex(/^G-[A-Z0-9]{4,20}$/, "deve ser um ID do GA4, ex.: G-ABC123DEF4")),
  /** Amazon Associates tag (e.g. "etanolougasolina-20"), added to every Amazon link; without it no link earns and no commission is mentioned. */
  AMAZON_ASSOCIATE_TAG: optionalText(
    z.string().regex(/^[a-z0-9-]{3,40}-2[0-9]$/, "deve ser um ID de associado da Amazon, ex.: meusite-20"),
  ),
  /** Who runs the site, as the privacy note names them (LGPD art. 9: the controller's identity). */
  SITE_OPERATOR: z.string().trim().min(3).default("Equipe Etanol ou Gasolina?"),
  /** E-mail for privacy requests (LGPD art. 18: access, correction, deletion, withdrawal of consent). */
  PRIVACY_CONTACT: z
    .email({ error: "deve ser um e-mail, ex.: privacidade@exemplo.com.br" })
    .default("privacidade@etanolougasolina.com.br"),
  /** Folder of the build output (the e2e suite builds a second one with analytics on). */
  BUILD_DIR: z
    .string()
    .regex(/^[\w./-]+$/, "deve ser um nome de pasta")
    .default("build"),
  /** "1" builds the test-only error drill page /__erro (the e2e build does). */
  ERROR_DRILL: z.enum(["0", "1"], { error: 'deve ser "0" ou "1"' }).default("0"),
});

export type Settings = z.infer<typeof settingsSchema>;

/** Reads and validates the settings from `env`; throws one Error listing every bad variable. */
export function readSettings(env: Record<string, string | undefined>): Settings {
  const result = settingsSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Configuração inválida (veja .env.example):\n- ${problems.join("\n- ")}`);
}

const settings = readSettings(process.env);

/** Public origin of the site, without a trailing slash. */
export const SITE_URL = settings.SITE_URL;
/** Google Analytics 4 measurement ID, or undefined (analytics off). */
export const GA_ID = settings.VITE_GA_ID;
/** Folder of the build output. */
export const BUILD_DIR = settings.BUILD_DIR;
/** Amazon Associates tag, or undefined (links then carry none). */
export const AMAZON_TAG = settings.AMAZON_ASSOCIATE_TAG;

/** Path of the error drill page, built only for the tests (ERROR_DRILL=1). */
export const ERROR_DRILL_PATH = "/__erro";
/** Whether this build includes the error drill. */
export const INCLUDE_ERROR_DRILL = settings.ERROR_DRILL === "1";

/**
 * Internal pages (tests only) start with "/__": kept out of the sitemap,
 * disallowed in robots.txt, marked noindex.
 */
export function isInternalPath(path: string): boolean {
  return path.startsWith("/__");
}

/** Compile-time constants for Vite's `define`. */
export const sharedDefine = {
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  __SITE_URL__: JSON.stringify(SITE_URL),
  __GA_ID__: JSON.stringify(GA_ID ?? ""),
  __AMAZON_TAG__: JSON.stringify(AMAZON_TAG ?? ""),
  __SITE_OPERATOR__: JSON.stringify(settings.SITE_OPERATOR),
  __PRIVACY_CONTACT__: JSON.stringify(settings.PRIVACY_CONTACT),
};
