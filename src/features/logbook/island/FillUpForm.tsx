import { Button } from "#components/ui/Button.tsx";
import type { FillUp } from "#features/logbook/fill-up.ts";
import { editTitle, FILL_UP_FORM_TEXT, FILL_UP_NUMBER_FIELDS } from "#features/logbook/logbook-page-messages.ts";
import { DateField, FuelField, FullTankField, NumberInput } from "./FillUpFields.tsx";
import { useFillUpForm } from "./use-fill-up-form.ts";

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
  const { input, errors, heading, change, submit } = useFillUpForm({ log, editing, today, newId, onSave });
  return (
    <form noValidate onSubmit={submit} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-md sm:p-6">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {editing ? editTitle(editing.date) : FILL_UP_FORM_TEXT.newTitle}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <DateField value={input.date} today={today} errors={errors} onChange={(date) => change({ date })} />
        <FuelField value={input.fuel} errors={errors} onChange={(fuel) => change({ fuel })} />
        {FILL_UP_NUMBER_FIELDS.map(({ field, label, placeholder }) => (
          <NumberInput
            key={field}
            field={field}
            label={label}
            placeholder={placeholder}
            value={input[field]}
            errors={errors}
            onChange={(value) => change({ [field]: value })}
          />
        ))}
        <FullTankField checked={input.fullTank} onChange={(fullTank) => change({ fullTank })} />
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit">{editing ? FILL_UP_FORM_TEXT.saveChanges : FILL_UP_FORM_TEXT.add}</Button>
        {editing && (
          <Button variant="outline" onClick={onCancel}>
            {FILL_UP_FORM_TEXT.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
