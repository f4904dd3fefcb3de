import type { FieldErrors, FillUpField } from "#features/logbook/fill-up-form.ts";
import { FILL_UP_FORM_TEXT } from "#features/logbook/logbook-page-messages.ts";
import { FUEL_LABEL, FUELS, type Fuel } from "#lib/fuels.ts";

const INPUT = "w-full rounded-xl border bg-white px-3 py-2 text-lg text-slate-900 placeholder:text-slate-500";
const LABEL = "text-sm font-semibold text-slate-900";

/** The form's attributes that tie `field` to its mistake, if any, and name it for the focus on a mistake. */
function described(errors: FieldErrors, field: FillUpField) {
  return {
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `abastecimento-${field}-erro` : undefined,
    "data-field": field,
  };
}

/** The mistake of `field` in `errors`, under the field (`abastecimento-<field>-erro`); nothing without one. */
function FieldError({ field, errors }: { field: FillUpField; errors: FieldErrors }) {
  return (
    errors[field] && (
      <p id={`abastecimento-${field}-erro`} className="text-sm font-medium text-red-800">
        {errors[field]}
      </p>
    )
  );
}

/** "Data": the day of the fill-up (`value`, ISO), no later than `today`; `onChange` gets the new day. */
export function DateField({
  value,
  today,
  errors,
  onChange,
}: {
  value: string;
  today: string;
  errors: FieldErrors;
  onChange: (date: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="abastecimento-date" className={LABEL}>
        {FILL_UP_FORM_TEXT.date}
      </label>
      <input
        id="abastecimento-date"
        type="date"
        max={today}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`${INPUT} ${errors.date ? "border-red-700" : "border-slate-400"}`}
        {...described(errors, "date")}
      />
      <FieldError field="date" errors={errors} />
    </div>
  );
}

/** "Combustível": one radio button per fuel (`value` checked, "" for none); `onChange` gets the fuel chosen. */
export function FuelField({
  value,
  errors,
  onChange,
}: {
  value: Fuel | "";
  errors: FieldErrors;
  onChange: (fuel: Fuel) => void;
}) {
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-1.5 sm:col-span-2"
      aria-describedby={errors.fuel ? "abastecimento-fuel-erro" : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">{FILL_UP_FORM_TEXT.fuel}</legend>
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
              checked={value === fuel}
              onChange={() => onChange(fuel)}
              className="size-5 shrink-0 accent-green-700"
              {...(fuel === "ethanol" ? described(errors, "fuel") : {})}
            />
            {FUEL_LABEL[fuel]}
          </label>
        ))}
      </div>
      <FieldError field="fuel" errors={errors} />
    </fieldset>
  );
}

/** A field of a number typed the Brazilian way (`field`, shown with `label` and the example `placeholder`), as typed (`value`). */
export function NumberInput({
  field,
  label,
  placeholder,
  value,
  errors,
  onChange,
}: {
  field: "odometerKm" | "litres" | "pricePerLitre";
  label: string;
  placeholder: string;
  value: string;
  errors: FieldErrors;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`abastecimento-${field}`} className={LABEL}>
        {label}
      </label>
      <input
        id={`abastecimento-${field}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={`${INPUT} ${errors[field] ? "border-red-700" : "border-slate-400"}`}
        {...described(errors, field)}
      />
      <FieldError field={field} errors={errors} />
    </div>
  );
}

/** "Tanque cheio": the checkbox (`checked`); `onChange` gets whether it is now checked. */
export function FullTankField({ checked, onChange }: { checked: boolean; onChange: (fullTank: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-3 self-end py-2 text-lg font-semibold text-slate-900">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-6 accent-green-700"
      />
      {FILL_UP_FORM_TEXT.fullTank}
    </label>
  );
}
