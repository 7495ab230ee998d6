import { LabelledField } from './LabelledField';

interface Props<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}

/** A labelled select over a fixed list of string options, each shown as itself; `onChange` gets only a listed one. */
export function SelectField<T extends string>({ label, value, options, onChange }: Props<T>) {
  return (
    <LabelledField label={label}>
      {(id) => (
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const option = options.find((item) => item === event.target.value);
            if (option !== undefined) onChange(option);
          }}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
