import { Button } from "#components/ui/Button.tsx";
import { STATION_LIST_TEXT } from "#features/stations/station-messages.ts";

/** "Usar os preços deste posto" on a station of the calculator's lists, naming it to screen readers. */
export function UsePricesButton({ name, onUse }: { name: string; onUse: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onUse}>
      {STATION_LIST_TEXT.usePrices}
      <span className="sr-only">: {name}</span>
    </Button>
  );
}
