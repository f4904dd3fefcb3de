import { useCombobox } from "downshift";
import { type ReactNode, useId, useState } from "react";

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
  /** A tooltip, e.g. the official spelling the option was normalised from. */
  title?: string;
}

/** Tallest the list gets, in CSS px: about eight options of one or two lines. */
const LIST_MAX_HEIGHT = 448;
/** Shortest list worth opening on one side, in CSS px: about three options. */
const LIST_MIN_HEIGHT = 168;

/** Where the list opens: below the field, or above when the viewport has more room there; and how tall it may get (px). */
interface ListPlacement {
  above: boolean;
  maxHeight: number;
}

/**
 * Places the list inside the viewport: below the field when at least
 * {@link LIST_MIN_HEIGHT} px fit there (or more room is below than above),
 * otherwise above; never taller than the room on its side.
 */
export function placeList(fieldTop: number, fieldBottom: number, viewportHeight: number): ListPlacement {
  const margin = 8;
  const below = viewportHeight - fieldBottom - margin;
  const above = fieldTop - margin;
  const openAbove = below < LIST_MIN_HEIGHT && above > below;
  return { above: openAbove, maxHeight: Math.max(0, Math.min(LIST_MAX_HEIGHT, openAbove ? above : below)) };
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
  const inputId = useId();
  const [placement, setPlacement] = useState<ListPlacement>({ above: false, maxHeight: LIST_MAX_HEIGHT });
  const measure = () => {
    const field = document.getElementById(inputId);
    if (!field) return;
    const rect = field.getBoundingClientRect();
    setPlacement(placeList(rect.top, rect.bottom, window.visualViewport?.height ?? window.innerHeight));
  };
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
    inputId,
    initialInputValue,
    itemToString: (option) => option?.label ?? "",
    itemToKey: (option) => option?.key,
    // Measured as the list opens and while typing: the field may have scrolled since.
    onIsOpenChange: ({ isOpen: open }) => {
      if (open) measure();
    },
    onInputValueChange: ({ inputValue: value, type }) => {
      measure();
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
  const side = placement.above ? "bottom-full mb-1" : "top-full mt-1";

  return (
    <div className="flex flex-col gap-1.5">
      <label {...getLabelProps()} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <div className="relative">
        <input
          {...getInputProps({
            disabled,
            onFocus: (event) => {
              // On a phone the list opens below the field, under the keyboard: bring the field to the top first.
              if (window.matchMedia("(max-width: 639px)").matches)
                event.currentTarget.scrollIntoView({ block: "start" });
              onFocus?.();
            },
            "aria-describedby": hint ? hintId : undefined,
          })}
          type="text"
          autoComplete="off"
          placeholder={placeholder}
          className="w-full scroll-mt-20 rounded-xl border border-slate-400 bg-white px-3 py-2 text-lg text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-500"
        />
        <ul
          {...getMenuProps()}
          style={{ maxHeight: placement.maxHeight }}
          className={`absolute right-0 left-0 z-20 overflow-y-auto overscroll-contain rounded-xl border border-slate-300 bg-white shadow-lg ${side} ${
            isOpen && shown.length > 0 ? "" : "hidden"
          }`}
        >
          {isOpen &&
            shown.map((option, index) => {
              const heading = option.group !== undefined && option.group !== shown[index - 1]?.group;
              return (
                <li
                  key={option.key}
                  title={option.title}
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
          <p
            className={`absolute right-0 left-0 z-20 ${side} rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-700 shadow-lg`}
          >
            {emptyText}
          </p>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
    </div>
  );
}
