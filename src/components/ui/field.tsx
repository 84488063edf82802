import type { InputHTMLAttributes } from "react";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  /** already translated messages */
  errors?: string[];
  hint?: string;
};

/** A labelled input with its errors announced to screen readers. */
export function Field({ name, label, errors, hint, id, ...input }: Props) {
  const inputId = id ?? `field-${name}`;
  const errorId = `${inputId}-error`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <label htmlFor={inputId} className="label">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className="input"
        aria-invalid={invalid}
        aria-describedby={[invalid ? errorId : null, hintId].filter(Boolean).join(" ") || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className="field-error" data-testid={`error-${name}`}>
          {errors!.join(" ")}
        </p>
      )}
    </div>
  );
}
