import { useState } from "react";
import { useExternalStore } from "#browser/external-store.ts";
import { Button } from "#components/ui/Button.tsx";
import { followsStore, toggleStation } from "#features/stations/browser/kept-stations-store.ts";
import { isKept, keepLabel, keepOutcomeText, type KeptStation } from "#features/stations/kept-stations.ts";

/**
 * "Guardar em Meus postos" on a station of the calculator, "Remover de
 * Meus postos" once kept; a status line beside it says what happened
 * (kept on this device, removed, or the list full).
 */
export function KeepButton({ station }: { station: KeptStation }) {
  const kept = isKept(useExternalStore(followsStore).stations, station.cnpj);
  const [said, setSaid] = useState("");
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={async () => setSaid(keepOutcomeText(await toggleStation(station), station.name))}
      >
        {keepLabel(kept)}
        <span className="sr-only">: {station.name}</span>
      </Button>
      <span role="status" className="basis-full text-sm font-medium text-slate-800 empty:hidden">
        {said}
      </span>
    </>
  );
}
