import type { AriaRole, ReactNode } from 'react';
import './ui.css';

const ICONS = { error: '!', warning: '!', info: 'i', success: '✓' } as const;

export interface AlertProps {
  type: keyof typeof ICONS;
  title: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  className?: string;
  /** 'alert' by default (announced at once); 'status' for quiet confirmations. */
  role?: AriaRole;
}

/** A coloured notice box: title and optional description, with a small icon. */
export function Alert({ type, title, description, showIcon, className, role = 'alert' }: AlertProps) {
  return (
    <div role={role} className={`sf-alert sf-alert--${type}${className ? ` ${className}` : ''}`}>
      {showIcon && (
        <span className="sf-alert__icon" aria-hidden="true">
          {ICONS[type]}
        </span>
      )}
      <div className="sf-alert__content">
        <div className="sf-alert__title">{title}</div>
        {description && <div className="sf-alert__description">{description}</div>}
      </div>
    </div>
  );
}

/** The busy indicator. */
export function Spinner({ label = 'Wird geladen', small }: { label?: string; small?: boolean }) {
  return <span className={`sf-spinner${small ? ' sf-spinner--small' : ''}`} role="progressbar" aria-label={label} />;
}

/** A small coloured label. */
export function Tag({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={`sf-label${className ? ` ${className}` : ''}`}>{children}</span>;
}
