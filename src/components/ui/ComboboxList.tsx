import type { UseComboboxGetItemPropsReturnValue, UseComboboxGetMenuPropsReturnValue } from "downshift";
import type { ComboboxOption } from "./combobox-model.ts";

/**
 * One option of the combobox's list: its label and, in smaller print, its
 * detail; above it, hidden from screen readers, its group's name when it
 * starts a group (`heading`), with a rule unless it is the list's `first`.
 * `highlighted` is the option the arrows are on, `selected` the one
 * chosen; `itemProps` are downshift's for the option.
 */
function ComboboxItem({
  option,
  heading,
  first,
  highlighted,
  selected,
  itemProps,
}: {
  option: ComboboxOption;
  heading: boolean;
  first: boolean;
  highlighted: boolean;
  selected: boolean;
  itemProps: UseComboboxGetItemPropsReturnValue;
}) {
  return (
    <li
      title={option.title}
      {...itemProps}
      className={`cursor-pointer px-3 py-2 ${heading && !first ? "border-t border-slate-200" : ""} ${
        highlighted ? "bg-blue-100" : ""
      } ${selected ? "font-semibold" : ""}`}
    >
      {heading && (
        <span aria-hidden="true" className="mb-1 block text-xs font-bold tracking-wide text-slate-700 uppercase">
          {option.group}
        </span>
      )}
      <span className="block text-slate-900">{option.label}</span>
      {option.detail && <span className="block text-sm text-slate-700">{option.detail}</span>}
    </li>
  );
}

/**
 * The combobox's list (`menuProps` are downshift's): the options `shown`
 * while it is `open`, each with a group heading where its group starts;
 * hidden when closed or empty; at most `maxHeight` px tall, on the field's
 * `side` (Tailwind classes). `highlightedIndex` and `selectedKey` mark the
 * option the arrows are on and the one chosen; `itemProps` gives
 * downshift's props of each option.
 */
export function ComboboxList<Option extends ComboboxOption>({
  menuProps,
  open,
  shown,
  maxHeight,
  side,
  highlightedIndex,
  selectedKey,
  itemProps,
}: {
  menuProps: UseComboboxGetMenuPropsReturnValue;
  open: boolean;
  shown: readonly Option[];
  maxHeight: number;
  side: string;
  highlightedIndex: number;
  selectedKey: string | undefined;
  itemProps: (option: Option, index: number) => UseComboboxGetItemPropsReturnValue;
}) {
  return (
    <ul
      {...menuProps}
      style={{ maxHeight }}
      className={`absolute right-0 left-0 z-20 overflow-y-auto overscroll-contain rounded-xl border border-slate-300 bg-white shadow-lg ${side} ${
        open && shown.length > 0 ? "" : "hidden"
      }`}
    >
      {open &&
        shown.map((option, index) => (
          <ComboboxItem
            key={option.key}
            option={option}
            heading={option.group !== undefined && option.group !== shown[index - 1]?.group}
            first={index === 0}
            highlighted={highlightedIndex === index}
            selected={selectedKey === option.key}
            itemProps={itemProps(option, index)}
          />
        ))}
    </ul>
  );
}
