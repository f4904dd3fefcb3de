import { useCombobox } from "downshift";
import { type ReactNode, useId } from "react";

/** How many options the list shows at most: a phone screen, not the whole catalogue. */
export const MAX_OPTIONS = 50;

/** What the combobox needs to know of one option. */
export interface ComboboxOption {
  /** Unique within the list. */
  key: string;
  /** The option's full name, read by screen readers and put in the field once chosen. */
  label: string;
  /** The group the option belongs to, e.g. "Chevrolet Onix"; consecutive options of a group share a heading. */
  group?: string;
  /** A second line in smaller print (engine, transmission, years…); part of the option's name too. */
  detail?: string;
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
export function Combobox<Option extends ComboboxOption>({
  label,
  options,
  initialInputValue = "",
  onInputValueChange,
  onSelect,
  placeholder,
  emptyText,
  disabled = false,
  hint,
  onFocus,
}: {
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
}) {
  const hintId = useId();
  const shown = options.slice(0, MAX_OPTIONS);
  const {
    isOpen,
    highlightedIndex,
    inputValue,
    selectedItem,
    getLabelProps,
    getInputProps,
    getMenuProps,
    getItemProps,
  } = useCombobox<Option>({
    items: shown,
    initialInputValue,
    itemToString: (option) => option?.label ?? "",
    itemToKey: (option) => option?.key,
    onInputValueChange: ({ inputValue: value, type }) => {
      // Choosing an option puts its label in the field; only typing filters.
      if (type === useCombobox.stateChangeTypes.InputChange) onInputValueChange(value);
    },
    onSelectedItemChange: ({ selectedItem: option }) => {
      if (option) onSelect(option);
    },
    getA11yStatusMessage: ({ isOpen: open, inputValue }) =>
      !open || inputValue.trim() === ""
        ? ""
        : options.length === 0
          ? emptyText
          : options.length > MAX_OPTIONS
            ? `${options.length} resultados; mostrando os ${MAX_OPTIONS} primeiros. Continue digitando para refinar.`
            : `${options.length} ${options.length === 1 ? "resultado" : "resultados"}. Use as setas para escolher.`,
  });
  const showEmpty = isOpen && inputValue.trim() !== "" && options.length === 0;

  return (
    <div className="relative flex flex-col gap-1.5">
      <label {...getLabelProps()} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        {...getInputProps({
          disabled,
          onFocus: (event) => {
            // On a phone the list opens below the field, under the keyboard: bring the field to the top first.
            if (window.matchMedia("(max-width: 639px)").matches) event.currentTarget.scrollIntoView({ block: "start" });
            onFocus?.();
          },
          "aria-describedby": hint ? hintId : undefined,
        })}
        type="text"
        autoComplete="off"
        placeholder={placeholder}
        className="w-full scroll-mt-20 rounded-xl border border-slate-400 bg-white px-3 py-2 text-lg text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-500"
      />
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      <ul
        {...getMenuProps()}
        className={`absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-slate-300 bg-white shadow-lg ${
          isOpen && shown.length > 0 ? "" : "hidden"
        }`}
      >
        {isOpen &&
          shown.map((option, index) => {
            const heading = option.group !== undefined && option.group !== shown[index - 1]?.group;
            return (
              <li
                key={option.key}
                {...getItemProps({ item: option, index })}
                className={`cursor-pointer px-3 py-2 ${heading && index > 0 ? "border-t border-slate-200" : ""} ${
                  highlightedIndex === index ? "bg-blue-100" : ""
                } ${selectedItem?.key === option.key ? "font-semibold" : ""}`}
              >
                {heading && (
                  <span
                    aria-hidden="true"
                    className="mb-1 block text-xs font-bold tracking-wide text-slate-700 uppercase"
                  >
                    {option.group}
                  </span>
                )}
                <span className="block text-slate-900">{option.label}</span>
                {option.detail && <span className="block text-sm text-slate-700">{option.detail}</span>}
              </li>
            );
          })}
      </ul>
      {showEmpty && (
        <p className="absolute top-full right-0 left-0 z-20 mt-1 rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-700 shadow-lg">
          {emptyText}
        </p>
      )}
    </div>
  );
}
