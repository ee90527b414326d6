// Form controls of the storefront: native elements, styled (issue 17 item 2), so the browser's own
// semantics, keyboard and autofill apply and no widget library ships to customers.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import './ui.css';

type Status = 'error' | 'warning' | undefined;
const statusClass = (base: string, status: Status, extra?: string) =>
  [base, status && `${base}--${status}`, extra].filter(Boolean).join(' ');

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  status?: Status;
  /** Enter in the field (the quantity picker commits its amount). */
  onPressEnter?(): void;
};

export function Input({ status, className, onPressEnter, onKeyDown, ...rest }: InputProps) {
  return (
    <input
      className={statusClass('sf-input', status, className)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onPressEnter?.();
        onKeyDown?.(event);
      }}
      {...rest}
    />
  );
}

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  status?: Status;
  /** Grows with its text between these rows (CSS field-sizing where the browser has it). */
  autoSize?: { minRows: number; maxRows: number };
};

export function TextArea({ status, className, autoSize, rows, style, ...rest }: TextAreaProps) {
  return (
    <textarea
      className={statusClass(
        'sf-input',
        status,
        `sf-textarea${autoSize ? ' sf-textarea--auto' : ''} ${className ?? ''}`,
      )}
      rows={autoSize?.minRows ?? rows}
      style={autoSize ? { ...style, maxHeight: `calc(${autoSize.maxRows} * 1.5em + 10px)` } : style}
      {...rest}
    />
  );
}

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export type SelectProps<T extends string> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  options: SelectOption<T>[];
  value: T | null | undefined;
  onChange(value: T): void;
  /** Shown while nothing is chosen (not choosable itself). */
  placeholder?: string;
  status?: Status;
};

/** A native select with the shop's look: the phone's own picker, full keyboard and screen-reader support. */
export function Select<T extends string>({
  options,
  value,
  onChange,
  placeholder,
  status,
  className,
  ...rest
}: SelectProps<T>) {
  return (
    <span className={statusClass('sf-select', status, className)}>
      <select
        value={value ?? ''}
        aria-invalid={status === 'error' || undefined}
        onChange={(event) => onChange(event.target.value as T)}
        {...rest}
      >
        {(value === null || value === undefined || placeholder) && (
          <option value="" disabled hidden={!!value}>
            {placeholder ?? ''}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { children?: ReactNode };

/** A native checkbox inside its label; links in the label text stay links (they do not toggle it). */
export function Checkbox({ children, className, ...rest }: CheckboxProps) {
  return (
    <label className={`sf-check${className ? ` ${className}` : ''}`}>
      <input type="checkbox" className="sf-check__box" {...rest} />
      {children !== undefined && <span className="sf-check__label">{children}</span>}
    </label>
  );
}

export interface RadioGroupProps<T extends string> {
  options: { value: T; label: ReactNode }[];
  value: T | null | undefined;
  onChange(value: T): void;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Native radios in a radiogroup: arrow keys move the choice, as everywhere else. */
export function RadioGroup<T extends string>({ options, value, onChange, className, ...aria }: RadioGroupProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" className={`sf-radios${className ? ` ${className}` : ''}`} {...aria}>
      {options.map((option) => (
        <label key={option.value} className={`sf-radio${option.value === value ? ' sf-radio--checked' : ''}`}>
          <input
            type="radio"
            className="sf-radio__input"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span className="sf-radio__label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
