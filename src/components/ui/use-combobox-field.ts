import { useCombobox, type UseComboboxReturnValue } from "downshift";
import { useId, useState } from "react";
import { screenPlacement } from "#browser/viewport.ts";
import {
  type ComboboxOption,
  LIST_MAX_HEIGHT,
  type ListPlacement,
  MAX_OPTIONS,
  placeList,
  resultsStatus,
} from "./combobox-model.ts";

/** What {@link useComboboxField} needs: the options matching the text, the field's first text and the callbacks. */
export interface ComboboxFieldOptions<Option extends ComboboxOption> {
  options: readonly Option[];
  initialInputValue: string;
  /** Called with the field's text each time the person types (not when an option fills it). */
  onInputValueChange: (value: string) => void;
  onSelect: (option: Option) => void;
  /** Said when something is typed and no option matches. */
  emptyText: string;
}

/** Downshift's state and prop getters, with the options listed and where the list opens. */
export type ComboboxField<Option extends ComboboxOption> = UseComboboxReturnValue<Option> & {
  /** The options listed: the first {@link MAX_OPTIONS}. */
  shown: readonly Option[];
  placement: ListPlacement;
};

/**
 * The combobox's state: downshift's `useCombobox` over the first
 * {@link MAX_OPTIONS} options, labelled by their `label` and keyed by their
 * `key`; the list is placed in the viewport (placeList) as it opens and
 * while the person types; typing calls `onInputValueChange`, choosing
 * `onSelect`; screen readers hear how many options match (resultsStatus).
 */
export function useComboboxField<Option extends ComboboxOption>({
  options,
  initialInputValue,
  onInputValueChange,
  onSelect,
  emptyText,
}: ComboboxFieldOptions<Option>): ComboboxField<Option> {
  const shown = options.slice(0, MAX_OPTIONS);
  const inputId = useId();
  const [placement, setPlacement] = useState<ListPlacement>({ above: false, maxHeight: LIST_MAX_HEIGHT });
  const measure = () => {
    const at = screenPlacement(inputId);
    if (at) setPlacement(placeList(at.top, at.bottom, at.viewportHeight));
  };
  const combobox = useCombobox<Option>({
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
    getA11yStatusMessage: ({ isOpen: open, inputValue }) => resultsStatus(open, inputValue, options.length, emptyText),
  });
  return { ...combobox, shown, placement };
}
