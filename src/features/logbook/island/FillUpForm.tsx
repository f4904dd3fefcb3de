import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button.tsx";
import { decimalText } from "../../../lib/decimal.ts";
import { formatDay } from "../../../lib/format-figures.ts";
import { FUEL_LABEL, FUELS, type Fuel } from "../../../lib/fuels.ts";
import { type FieldErrors, type FillUpField, type FillUpInput, readFillUp } from "../fill-up-form.ts";
import { type FillUp } from "../fill-up.ts";
import { checkInLog } from "../log-check.ts";

const NUMBER_FIELDS: ReadonlyArray<{
  field: "odometerKm" | "litres" | "pricePerLitre";
  label: string;
  placeholder: string;
}> = [
  { field: "odometerKm", label: "Hodômetro (km)", placeholder: "Ex.: 10.300" },
  { field: "litres", label: "Litros", placeholder: "Ex.: 40,5" },
  { field: "pricePerLitre", label: "Preço por litro (R$) (opcional)", placeholder: "Ex.: 4,19" },
];

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

const INPUT = "w-full rounded-xl border bg-white px-3 py-2 text-lg text-slate-900 placeholder:text-slate-500";

/**
 * The form that records a fill-up or edits one (`editing`): Data, Combustível,
 * Hodômetro (km), Litros, Preço por litro (R$) (optional) and Tanque cheio
 * (checked by default). Numbers are typed the Brazilian way. A mistake, in
 * a field or against the log (`log`), is shown at its field and nothing is
 * saved; a valid fill-up goes to `onSave`. `today` is the local ISO day.
 * Give it `key={editing?.id}`: its fields are set when it mounts.
 */
export function FillUpForm({
  log,
  editing,
  today,
  newId,
  onSave,
  onCancel,
}: {
  log: readonly FillUp[];
  editing: FillUp | null;
  today: string;
  newId: () => string;
  onSave: (fillUp: FillUp) => void;
  onCancel: () => void;
}) {
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

  const described = (field: FillUpField) => ({
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `abastecimento-${field}-erro` : undefined,
    "data-field": field,
  });
  const error = (field: FillUpField) =>
    errors[field] && (
      <p id={`abastecimento-${field}-erro`} className="text-sm font-medium text-red-800">
        {errors[field]}
      </p>
    );

  return (
    <form noValidate onSubmit={submit} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-md sm:p-6">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {editing ? `Editar o abastecimento de ${formatDay(editing.date)}` : "Registrar abastecimento"}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="abastecimento-date" className="text-sm font-semibold text-slate-900">
            Data
          </label>
          <input
            id="abastecimento-date"
            type="date"
            max={today}
            value={input.date}
            onChange={(event) => change({ date: event.currentTarget.value })}
            className={`${INPUT} ${errors.date ? "border-red-700" : "border-slate-400"}`}
            {...described("date")}
          />
          {error("date")}
        </div>
        <fieldset
          className="flex min-w-0 flex-col gap-1.5 sm:col-span-2"
          aria-describedby={errors.fuel ? "abastecimento-fuel-erro" : undefined}
        >
          <legend className="mb-1.5 text-sm font-semibold text-slate-900">Combustível</legend>
          <div className="flex gap-2">
            {FUELS.map((fuel) => (
              <label
                key={fuel}
                className={`flex max-w-56 min-w-0 flex-1 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-lg has-[:checked]:border-green-700 has-[:checked]:bg-green-50 ${
                  errors.fuel ? "border-red-700" : "border-slate-400"
                }`}
              >
                <input
                  type="radio"
                  name="combustivel"
                  value={fuel}
                  checked={input.fuel === fuel}
                  onChange={() => change({ fuel })}
                  className="size-5 shrink-0 accent-green-700"
                  {...(fuel === "ethanol" ? described("fuel") : {})}
                />
                {FUEL_LABEL[fuel]}
              </label>
            ))}
          </div>
          {error("fuel")}
        </fieldset>
        {NUMBER_FIELDS.map(({ field, label, placeholder }) => (
          <div key={field} className="flex flex-col gap-1.5">
            <label htmlFor={`abastecimento-${field}`} className="text-sm font-semibold text-slate-900">
              {label}
            </label>
            <input
              id={`abastecimento-${field}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={placeholder}
              value={input[field]}
              onChange={(event) => change({ [field]: event.currentTarget.value })}
              className={`${INPUT} ${errors[field] ? "border-red-700" : "border-slate-400"}`}
              {...described(field)}
            />
            {error(field)}
          </div>
        ))}
        <label className="flex cursor-pointer items-center gap-3 self-end py-2 text-lg font-semibold text-slate-900">
          <input
            type="checkbox"
            checked={input.fullTank}
            onChange={(event) => change({ fullTank: event.currentTarget.checked })}
            className="size-6 accent-green-700"
          />
          Tanque cheio
        </label>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit">{editing ? "Salvar alterações" : "Registrar"}</Button>
        {editing && (
          <Button variant="outline" onClick={onCancel}>
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}
