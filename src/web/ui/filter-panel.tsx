import { Button } from '@web/ui/button';
import { FormField } from '@web/ui/form-field';
import { Input } from '@web/ui/input';
import { Select, type SelectOption } from '@web/ui/select';
import { type FormEvent, type ReactNode, useId } from 'react';

interface FilterPanelProps {
  /** The panel's heading, which also names the form. */
  legend: string;
  /** The submit button's text ('Buscar empresas', 'Filtrar'…). */
  submitLabel: string;
  /** The text of the button that clears every filter, shown only while some filter is applied. */
  clearLabel: string;
  /** The filters applied now (only those set). */
  applied: object;
  /** Called on submit (the page does not reload). */
  onSubmit: () => void;
  onClear: () => void;
  /** The fields, laid out in a grid of three columns from md up. */
  children: ReactNode;
  /** What goes under the grid, before the buttons (a checkbox on its own line). */
  after?: ReactNode;
}

/**
 * The card that holds a list's filters: a form named by its heading, the fields in a grid, the
 * submit button and, while some filter is set, the one that clears them.
 */
export function FilterPanel({
  legend,
  submitLabel,
  clearLabel,
  applied,
  onSubmit,
  onClear,
  children,
  after,
}: FilterPanelProps) {
  const legendId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form
      aria-labelledby={legendId}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <h2 id={legendId} className="text-lg font-semibold text-ink">
        {legend}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">{children}</div>
      {after}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          {submitLabel}
        </Button>
        {Object.keys(applied).length > 0 ? (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            {clearLabel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

interface FilterSelectProps {
  label: string;
  value: string;
  /** The first, empty choice ('Qualquer área'…). */
  placeholder?: string;
  options?: readonly SelectOption[];
  disabled?: boolean;
  onChange: (value: string) => void;
  /** <option>s or <optgroup>s, given instead of or after `options`. */
  children?: ReactNode;
}

/** A labelled select in a FilterPanel. */
export function FilterSelect({ label, onChange, children, ...props }: FilterSelectProps) {
  return (
    <FormField label={label}>
      {(control) => (
        <Select {...control} {...props} onChange={(e) => onChange(e.target.value)}>
          {children}
        </Select>
      )}
    </FormField>
  );
}

interface FilterTextProps {
  label: string;
  value: string;
  maxLength: number;
  placeholder?: string;
  type?: 'search';
  onChange: (value: string) => void;
}

/** A labelled text field in a FilterPanel. */
export function FilterText({ label, onChange, ...props }: FilterTextProps) {
  return (
    <FormField label={label}>
      {(control) => <Input {...control} {...props} onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  );
}

/** The states as select choices: 'São Paulo (SP)' for the value 'SP'. */
export function stateOptions(states: readonly { uf: string; name: string }[] | undefined): SelectOption[] {
  return (states ?? []).map((s) => ({ value: s.uf, label: `${s.name} (${s.uf})` }));
}
