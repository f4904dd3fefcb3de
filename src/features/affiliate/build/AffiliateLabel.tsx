/**
 * The visible "Link de afiliado" label beside every link that can earn the
 * site a commission: CONAR's code (Anexo "Publicidade de afiliados", and
 * its guide on influencer advertising) asks that such advertising be
 * identified clearly, in view, not only to screen readers.
 */
export function AffiliateLabel({ className = "" }: { className?: string }) {
  return (
    <span className={`self-start rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700 ${className}`}>
      Link de afiliado
    </span>
  );
}
