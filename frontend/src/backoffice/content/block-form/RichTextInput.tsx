// Rich-text fields of blocks: HTML in a text area with buttons that wrap the selection in the tags
// the server keeps (backend content/rich-text.ts); the server sanitises whatever is typed on save.
import { Button, Input } from 'antd';
import { useRef } from 'react';

type Format = { label: string; title: string; wrap: (selected: string) => string };

const FORMATS: Format[] = [
  { label: 'Absatz', title: 'Absatz', wrap: (s) => `<p>${s || 'Text'}</p>` },
  { label: 'Fett', title: 'Fett', wrap: (s) => `<strong>${s || 'Text'}</strong>` },
  { label: 'Kursiv', title: 'Kursiv', wrap: (s) => `<em>${s || 'Text'}</em>` },
  { label: 'Überschrift', title: 'Zwischenüberschrift', wrap: (s) => `<h3>${s || 'Überschrift'}</h3>` },
  {
    label: 'Liste',
    title: 'Aufzählung (eine Zeile je Punkt)',
    wrap: (s) => {
      const lines = (s || 'Punkt').split('\n').filter((line) => line.trim());
      return `<ul>\n${lines.map((line) => `  <li>${line.trim()}</li>`).join('\n')}\n</ul>`;
    },
  },
  { label: 'Link', title: 'Link', wrap: (s) => `<a href="https://">${s || 'Linktext'}</a>` },
];

interface Props {
  /** Set by Form.Item: its label points at the text area. */
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  'aria-label'?: string;
}

export function RichTextInput({ id, value, onChange, 'aria-label': ariaLabel }: Props) {
  const wrapper = useRef<HTMLDivElement>(null);
  const text = value ?? '';

  const apply = (format: Format) => {
    const area = wrapper.current?.querySelector('textarea');
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const inserted = format.wrap(text.slice(start, end));
    onChange?.(text.slice(0, start) + inserted + text.slice(end));
    // The new markup stays selected, so a second button (e.g. Fett then Link) wraps it again.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start, start + inserted.length);
    });
  };

  return (
    <div ref={wrapper} className="bo-richtext">
      <div className="bo-richtext__toolbar" role="toolbar" aria-label={`${ariaLabel ?? 'Text'}: Formatierung`}>
        {FORMATS.map((format) => (
          <Button
            key={format.label}
            size="small"
            title={format.title}
            aria-label={`${ariaLabel ?? 'Text'}: ${format.label}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => apply(format)}
          >
            {format.label}
          </Button>
        ))}
      </div>
      <Input.TextArea
        id={id}
        value={text}
        onChange={(event) => onChange?.(event.target.value)}
        autoSize={{ minRows: 4, maxRows: 16 }}
        aria-label={ariaLabel}
        spellCheck
      />
    </div>
  );
}
