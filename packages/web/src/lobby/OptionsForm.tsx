import type { JsonSchema } from '../protocol';

export type OptionValues = Record<string, unknown>;

/** The defaults a game's options schema declares. */
export function defaultOptions(schema: JsonSchema): OptionValues {
  const values: OptionValues = {};
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (field.default !== undefined) values[name] = field.default;
  }
  return values;
}

function label(name: string, field: JsonSchema): string {
  if (field.title ?? field.description) return (field.title ?? field.description)!;
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words[0].toUpperCase() + words.slice(1);
}

/** A field per option of the game's JSON Schema: a checkbox, a choice, a number or a text. */
export function OptionsForm({
  schema,
  values,
  onChange,
}: {
  schema: JsonSchema;
  values: OptionValues;
  onChange(values: OptionValues): void;
}) {
  const fields = Object.entries(schema.properties ?? {});
  if (fields.length === 0) return <p className="muted">This game has no options.</p>;
  const setValue = (name: string, value: unknown) => onChange({ ...values, [name]: value });
  return (
    <div className="options">
      {fields.map(([name, field]) => {
        const id = `option-${name}`;
        const text = label(name, field);
        const choices = field.enum ?? field.anyOf?.map((a) => a.const).filter((c) => c !== undefined);
        if (field.type === 'boolean') {
          return (
            <label key={name} className="option-check">
              <input
                type="checkbox"
                checked={values[name] === true}
                onChange={(e) => setValue(name, e.target.checked)}
              />
              {text}
            </label>
          );
        }
        if (choices && choices.length > 0) {
          return (
            <label key={name} htmlFor={id} className="option-field">
              {text}
              <select
                id={id}
                value={String(values[name] ?? '')}
                onChange={(e) =>
                  setValue(
                    name,
                    choices.find((c) => String(c) === e.target.value),
                  )
                }
              >
                {choices.map((c) => (
                  <option key={String(c)} value={String(c)}>
                    {String(c)}
                  </option>
                ))}
              </select>
            </label>
          );
        }
        if (field.type === 'integer' || field.type === 'number') {
          return (
            <label key={name} htmlFor={id} className="option-field">
              {text}
              <input
                id={id}
                type="number"
                min={field.minimum}
                max={field.maximum}
                value={values[name] === undefined ? '' : String(values[name])}
                onChange={(e) => setValue(name, e.target.value === '' ? undefined : Number(e.target.value))}
              />
            </label>
          );
        }
        return (
          <label key={name} htmlFor={id} className="option-field">
            {text}
            <input
              id={id}
              type="text"
              value={values[name] === undefined ? '' : String(values[name])}
              onChange={(e) => setValue(name, e.target.value === '' ? undefined : e.target.value)}
            />
          </label>
        );
      })}
    </div>
  );
}
