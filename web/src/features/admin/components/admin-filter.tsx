interface AdminFilterProps<Value extends string> {
  id: string;
  label: string;
  value: Value;
  values: readonly Value[];
  /** Each value's name in the list. */
  nameOf: (value: Value) => string;
  onChange: (value: Value) => void;
}

/** The select that narrows a console list (by status). */
export function AdminFilter<Value extends string>({ id, label, value, values, nameOf, onChange }: AdminFilterProps<Value>) {
  return (
    <div className="admin-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {values.map((option) => (
          <option key={option} value={option}>
            {nameOf(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
