import { Checkbox } from './checkbox';

interface CheckboxGroupProps<T extends string> {
  legend: string;
  /** The choices, each its own label. */
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
}

/** Several choices of a fixed list, as a fieldset of checkboxes; the value keeps the list's order. */
export function CheckboxGroup<T extends string>({ legend, options, value, onChange }: CheckboxGroupProps<T>) {
  function toggle(option: T, checked: boolean) {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.filter((o) => chosen.has(o)));
  }

  return (
    <fieldset>
      <legend className="mb-3 font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        {options.map((option) => (
          <Checkbox
            key={option}
            label={option}
            checked={value.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
