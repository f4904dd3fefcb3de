// A dedicated worker that closes itself at once. Starting it asks the browser to activate a waiting service worker
// again when "Atualizar" has waited too long (src/features/offline/browser/offer-update.ts, nudgeActivation).
close();
