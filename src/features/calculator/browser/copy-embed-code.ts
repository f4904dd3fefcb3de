/**
 * The /embed page's script: the copy button of each code block (the
 * calculator's and the price table's embed code), shown once this script
 * runs; without it the code is selected and copied by hand.
 */
for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-copy]")) {
  const id = button.dataset.copy ?? "";
  const code = document.getElementById(id);
  const status = document.querySelector(`[data-copy-status="${id}"]`);
  if (!code || !status || !navigator.clipboard) continue;
  button.hidden = false;
  button.addEventListener("click", () => {
    navigator.clipboard.writeText(code.textContent ?? "").then(
      () => (status.textContent = "Código copiado. Cole no HTML da sua página."),
      () => (status.textContent = "Não foi possível copiar: selecione o código e copie."),
    );
  });
}
