import { type ReactNode, useId } from "react";
import { scrollToTopOnPhone } from "#browser/viewport.ts";
import type { ComboboxOption } from "./combobox-model.ts";
import { ComboboxList } from "./ComboboxList.tsx";
import { useComboboxField } from "./use-combobox-field.ts";

export { type ComboboxOption, MAX_OPTIONS, placeList } from "./combobox-model.ts";

/** What {@link Combobox} takes. */
interface ComboboxProps<Option extends ComboboxOption> {
  label: string;
  options: readonly Option[];
  /** The field's text at first, e.g. the name of a place chosen on an earlier visit. */
  initialInputValue?: string;
  /** Called with the field's text each time the person types. */
  onInputValueChange: (value: string) => void;
  onSelect: (option: Option) => void;
  placeholder?: string;
  /** Shown when something is typed and no option matches. */
  emptyText: string;
  disabled?: boolean;
  /** Help under the field, e.g. "Digite parte do nome: onix, hb20 1.0". */
  hint?: ReactNode;
  /** Called when the field gets focus, e.g. to start loading the options. */
  onFocus?: () => void;
}

/** Where the list would be, when nothing matches the typed text: `text`, above or below the field (`side`). */
function NoMatch({ text, side }: { text: string; side: string }) {
  return (
    <p
      className={`absolute right-0 left-0 z-20 ${side} rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-700 shadow-lg`}
    >
      {text}
    </p>
  );
}

/**
 * A searchable picker: a text field whose typed words filter a list of
 * options, as an ARIA 1.2 combobox (downshift's `useCombobox`): arrows,
 * Home/End, Enter to choose, Escape to close; the number of results is
 * announced. The field is the combobox's own: the caller is told what is
 * typed (`onInputValueChange`), filters `options` from it (at most
 * {@link MAX_OPTIONS} are listed) and is told the option chosen, whose
 * label then fills the field. To start over with another text, remount it
 * with another `key`.
 */
export function Combobox<Option extends ComboboxOption>(props: ComboboxProps<Option>) {
  const { label, options, placeholder, emptyText, disabled = false, hint, onFocus } = props;
  const hintId = useId();
  const { isOpen, highlightedIndex, inputValue, selectedItem, shown, placement, ...getters } = useComboboxField({
    ...props,
    initialInputValue: props.initialInputValue ?? "",
  });
  const showEmpty = isOpen && inputValue.trim() !== "" && options.length === 0;
  const side = placement.above ? "bottom-full mb-1" : "top-full mt-1";

  return (
    <div className="flex flex-col gap-1.5">
      <label {...getters.getLabelProps()} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <div className="relative">
        <input
          {...getters.getInputProps({
            disabled,
            onFocus: (event) => {
              scrollToTopOnPhone(event.currentTarget);
              onFocus?.();
            },
            "aria-describedby": hint ? hintId : undefined,
          })}
          type="text"
          autoComplete="off"
          placeholder={placeholder}
          className="w-full scroll-mt-20 rounded-xl border border-slate-400 bg-white px-3 py-2 text-lg text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-500"
        />
        <ComboboxList
          menuProps={getters.getMenuProps()}
          open={isOpen}
          shown={shown}
          maxHeight={placement.maxHeight}
          side={side}
          highlightedIndex={highlightedIndex}
          selectedKey={selectedItem?.key}
          itemProps={(item, index) => getters.getItemProps({ item, index })}
        />
        {showEmpty && <NoMatch text={emptyText} side={side} />}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
    </div>
  );
}
