import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';

/** One labelled form field with its message (conform metadata: id, name, value, aria-*). */
export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  optional = false,
  multiline = false,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  optional?: boolean;
  multiline?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={field.id} className="field__label">
        {label}
        {!optional && (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea {...getTextareaProps(field)} className="field__input" placeholder={placeholder} rows={4} />
      ) : (
        <input
          {...getInputProps(field, { type })}
          className="field__input"
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-required={!optional || undefined}
        />
      )}
      <p id={field.errorId} className="field__error" aria-live="polite">
        {field.errors?.[0]}
      </p>
    </div>
  );
}
