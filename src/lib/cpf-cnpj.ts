/**
 * Brazilian taxpayer numbers: the CPF of a person and the CNPJ of a company,
 * checked by their two check digits. One source for the site's settings
 * (the privacy page's controller, site.config.ts) and the ANP station file
 * (pipelines/anp/stations.ts).
 */

/**
 * True for a valid Brazilian CPF (11 digits) or CNPJ (14 characters, the
 * first 12 digits or, since July 2026, capital letters), with or without
 * punctuation: both check digits agree (mod 11, each character worth its
 * ASCII code minus 48, as the Receita Federal computes them, IN RFB
 * 2.229/2024); repeated digits ("111.111.111-11") are refused.
 */
export function isCpfOrCnpj(text: string): boolean {
  const digits = text.replace(/[.\-/\s]/g, "").toUpperCase();
  if (!/^(\d{11}|[\dA-Z]{12}\d{2})$/.test(digits) || /^(\d)\1+$/.test(digits)) return false;
  const checkDigit = (body: string) => {
    // CPF: weights 10…2 (then 11…2); CNPJ: 5…2, 9…2 (then 6…2, 9…2), from the right 2…9 repeating.
    const weight = (index: number) =>
      digits.length === 11 ? body.length + 1 - index : ((body.length - index - 1) % 8) + 2;
    const sum = Array.from(body).reduce((total, digit, index) => total + (digit.charCodeAt(0) - 48) * weight(index), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const base = digits.slice(0, -2);
  const first = checkDigit(base);
  const second = checkDigit(`${base}${first}`);
  return digits.endsWith(`${first}${second}`);
}
