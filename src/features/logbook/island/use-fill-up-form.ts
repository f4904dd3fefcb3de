import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { type FieldErrors, type FillUpField, type FillUpInput, readFillUp } from "#features/logbook/fill-up-form.ts";
import type { FillUp } from "#features/logbook/fill-up.ts";
import { checkInLog } from "#features/logbook/log-check.ts";
import { decimalText } from "#lib/decimal.ts";
import type { Fuel } from "#lib/fuels.ts";

const brazilianNumber = (value: { n: bigint; d: bigint }) => decimalText(value).replace(".", ",");

/** The form's fields for a new fill-up (today, the last fuel used, full tank) or for one being edited. */
function initialInput(editing: FillUp | null, lastFuel: Fuel | "", today: string): FillUpInput {
  if (!editing) return { date: today, fuel: lastFuel, odometerKm: "", litres: "", pricePerLitre: "", fullTank: true };
  return {
    date: editing.date,
    fuel: editing.fuel,
    odometerKm: brazilianNumber(editing.odometerKm),
    litres: brazilianNumber(editing.litres),
    pricePerLitre: editing.pricePerLitre ? brazilianNumber(editing.pricePerLitre) : "",
    fullTank: editing.fullTank,
  };
}

/** What {@link useFillUpForm} needs: the log, the fill-up edited (or null), the local ISO day, ids and the saver. */
export interface FillUpFormOptions {
  log: readonly FillUp[];
  editing: FillUp | null;
  today: string;
  newId: () => string;
  onSave: (fillUp: FillUp) => void;
}

/** The form's state and handlers, from {@link useFillUpForm}. */
export interface FillUpFormState {
  /** The fields as typed. */
  input: FillUpInput;
  /** The message of each field with a mistake, after the last submit. */
  errors: FieldErrors;
  /** For the form's heading, which takes the focus when editing starts. */
  heading: RefObject<HTMLHeadingElement | null>;
  /** Changes some fields. */
  change: (changes: Partial<FillUpInput>) => void;
  /** The form's submit handler. */
  submit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The fill-up form's state: the fields start as a new fill-up (today, the
 * last fuel of `log`, full tank) or as `editing`, whose form's heading then
 * takes the focus. `submit` reads the fields (readFillUp) and checks them
 * against the log (checkInLog): on a mistake it keeps the messages and
 * focuses the first field at fault (the element with its `data-field`),
 * otherwise it calls `onSave` and, for a new fill-up, empties the fields
 * (keeping the fuel just used).
 */
export function useFillUpForm({ log, editing, today, newId, onSave }: FillUpFormOptions): FillUpFormState {
  const lastFuel = [...log].sort((a, b) => b.date.localeCompare(a.date))[0]?.fuel ?? "";
  const [input, setInput] = useState(() => initialInput(editing, lastFuel, today));
  const [errors, setErrors] = useState<FieldErrors>({});
  const heading = useRef<HTMLHeadingElement>(null);

  // Editing starts at the form's heading (the form is keyed by the fill-up, so it mounts afresh).
  useEffect(() => {
    if (editing) heading.current?.focus();
  }, [editing]);

  const change = (changes: Partial<FillUpInput>) => setInput((current) => ({ ...current, ...changes }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = readFillUp(input, editing?.id ?? newId(), today);
    const problem = result.ok ? checkInLog(log, result.fillUp) : null;
    const found: FieldErrors = result.ok ? (problem ? { [problem.field]: problem.message } : {}) : result.errors;
    setErrors(found);
    const first = Object.keys(found)[0] as FillUpField | undefined;
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    if (result.ok) {
      onSave(result.fillUp);
      if (!editing) setInput(initialInput(null, result.fillUp.fuel, today));
    }
  }

  return { input, errors, heading, change, submit };
}
