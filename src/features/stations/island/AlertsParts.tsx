import { useEffect, useRef } from "react";
import { Button } from "#components/ui/Button.tsx";
import { ALERTS_PANEL_ID } from "#features/stations/alert-messages.ts";
import { mountAlertsControl } from "#features/stations/browser/alerts-control.ts";
import { renderAlertsPanel } from "#features/stations/browser/alerts-panel.ts";
import { loadFollows } from "#features/stations/browser/follow-store.ts";
import { followsStore, unfollowCity } from "#features/stations/browser/kept-stations-store.ts";
import { sinceLastVisit } from "#features/stations/browser/since-last-visit.ts";
import { type FollowedCity, followLabel } from "#features/stations/follows.ts";
import { cityPagePath } from "#lib/paths.ts";

/**
 * "Desde a sua última visita" in Meus postos: what changed at every item
 * the device follows (alerts-panel.ts, drawn once the files are read);
 * nothing when nothing changed.
 */
export function SinceLastVisitPanel() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    void sinceLastVisit().then(
      (found) => current && container.current && renderAlertsPanel(container.current, found, "h4"),
    );
    return () => {
      current = false;
    };
  }, []);
  return <div ref={container} id={ALERTS_PANEL_ID} className="empty:hidden" />;
}

/** The notices' control (alerts-control.ts); "Desligar os avisos" empties Meus postos on the page too. */
function AlertsControl() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (container.current)
      void mountAlertsControl(container.current, () => void loadFollows().then((follows) => followsStore.set(follows)));
  }, []);
  return <div ref={container} className="space-y-2" />;
}

/** The followed cities, each with its page and "Deixar de seguir <cidade>"; nothing when none is followed. */
function FollowedCities({
  cities,
  onUnfollow,
}: {
  cities: readonly FollowedCity[];
  onUnfollow: (city: FollowedCity) => void;
}) {
  if (cities.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Cidades que você segue">
      {cities.map((city) => (
        <li
          key={`${city.uf}/${city.city}`}
          className="flex flex-wrap items-center gap-2 rounded-xl border border-slate-200 bg-white p-3"
        >
          <a
            href={cityPagePath({ uf: city.uf, name: city.city })}
            className="font-semibold text-blue-800 underline underline-offset-2"
          >
            {city.city} ({city.uf})
          </a>
          <Button
            variant="outline"
            size="sm"
            onClick={async () => {
              if ((await unfollowCity(city)) === "unfollowed") onUnfollow(city);
            }}
          >
            {followLabel(city.city, true)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** What follows Meus postos' stations: the followed cities, then the notices' control. */
export function Following({
  cities,
  onUnfollow,
}: {
  cities: readonly FollowedCity[];
  onUnfollow: (city: FollowedCity) => void;
}) {
  return (
    <>
      <FollowedCities cities={cities} onUnfollow={onUnfollow} />
      <AlertsControl />
    </>
  );
}
