import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import type { InputHTMLAttributes, ReactNode } from 'react';

type InputType = 'text' | 'email' | 'password' | 'tel' | 'search';

/**
 * A labelled input with its error: conform gives id, name, aria-invalid and aria-describedby
 * (pointing at the error) so every message is tied to its field.
 */
export function Field({
  meta,
  label,
  type = 'text',
  ...rest
}: {
  meta: FieldMetadata<unknown>;
  label: ReactNode;
  type?: InputType;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'id' | 'defaultValue' | 'form'>) {
  const { key, ...inputProps } = getInputProps(meta as FieldMetadata<string>, { type, ariaDescribedBy: undefined });
  return (
    <div className="field">
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      <input key={key} className="field__input" {...inputProps} {...rest} />
      <FieldError meta={meta} />
    </div>
  );
}

export function TextareaField({
  meta,
  label,
  ...rest
}: {
  meta: FieldMetadata<unknown>;
  label: ReactNode;
  rows?: number;
  placeholder?: string;
}) {
  const { key, ...textareaProps } = getTextareaProps(meta as FieldMetadata<string>);
  return (
    <div className="field">
      <label className="field__label" htmlFor={meta.id}>
        {label}
      </label>
      <textarea key={key} className="field__input" {...textareaProps} {...rest} />
      <FieldError meta={meta} />
    </div>
  );
}

export function CheckboxField({ meta, children }: { meta: FieldMetadata<unknown>; children: ReactNode }) {
  const { key, ...checkboxProps } = getInputProps(meta as FieldMetadata<boolean>, { type: 'checkbox' });
  return (
    <div className="field">
      <div className="checkbox">
        <input key={key} {...checkboxProps} />
        <label htmlFor={meta.id}>{children}</label>
      </div>
      <FieldError meta={meta} />
    </div>
  );
}

function FieldError({ meta }: { meta: FieldMetadata<unknown> }) {
  return (
    <p className="field__error" id={meta.errorId} aria-live="polite">
      {meta.errors?.[0] ?? ''}
    </p>
  );
}

/** Errors that belong to the whole form (e.g. the shop API was unreachable). */
export function FormErrors({ errors, id }: { errors: string[] | undefined; id: string }) {
  if (!errors || errors.length === 0) return null;
  return (
    <p className="form-message form-message--error" id={id} role="alert">
      {errors[0]}
    </p>
  );
}
