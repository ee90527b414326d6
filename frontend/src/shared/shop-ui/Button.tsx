import type { ButtonHTMLAttributes } from 'react';
import './ui.css';

export interface ButtonLook {
  variant?: 'primary' | 'default' | 'text' | 'link';
  danger?: boolean;
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
}

/** The class list of a button look, for links styled as buttons too. */
export function buttonClass({ variant = 'default', danger, size = 'middle', block }: ButtonLook, extra?: string) {
  return [
    'sf-btn',
    `sf-btn--${variant}`,
    danger && 'sf-btn--danger',
    size !== 'middle' && `sf-btn--${size}`,
    block && 'sf-btn--block',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> &
  ButtonLook & {
    htmlType?: 'button' | 'submit' | 'reset';
    /** Busy: a spinner, aria-busy, and no second press. */
    loading?: boolean;
  };

/** The storefront's button (issue 17: no antd for customers): primary uses the shop colour. */
export function Button({
  variant,
  danger,
  size,
  block,
  htmlType = 'button',
  loading,
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={htmlType}
      className={buttonClass({ variant, danger, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="sf-btn__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
