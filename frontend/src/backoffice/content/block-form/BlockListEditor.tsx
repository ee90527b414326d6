// The block list of a page body or a reusable block: add from the registry, reorder (drag, or the
// arrow buttons from the keyboard), duplicate, collapse, remove. Each block's form is generated from
// its registry fields by ContentField; values live in the surrounding antd Form under `name`.
import {
  BLOCK_REFERENCE,
  BLOCK_REGISTRY,
  BLOCK_TYPES,
  type BlockType,
  type ContentBlock,
  type FieldDef,
} from '@bestell/domain';
import { Alert, Button, Dropdown, Form, Popconfirm, Tag, type MenuProps } from 'antd';
import { MoveButtons } from '../../core/MoveButtons';
import { createContext, useContext, useEffect, useRef, useState, type DragEvent } from 'react';
import { ContentField, ContentFields } from './ContentField';
import { blockLabel, blockSummary, createBlock, duplicateBlock, isBlockType } from './content-values';
import type { NamePath } from './form-errors';
import './block-form.css';

/** Dotted paths of the fields the last save's server errors landed on; a block holding one opens. */
export const ServerErrorFields = createContext<readonly string[]>([]);

const REFERENCE_FIELD: FieldDef = { name: 'block', label: 'Inhalt', type: 'reference', to: 'block', required: true };

function addMenu(allowReferences: boolean): NonNullable<MenuProps['items']> {
  const items: NonNullable<MenuProps['items']> = BLOCK_TYPES.map((type) => ({
    key: type,
    label: BLOCK_REGISTRY[type].label,
  }));
  if (allowReferences) items.push({ type: 'divider' }, { key: BLOCK_REFERENCE, label: blockLabel(BLOCK_REFERENCE) });
  return items;
}

interface CardProps {
  fieldName: number;
  index: number;
  count: number;
  path: NamePath;
  collapsed: boolean;
  dropTarget: boolean;
  onToggle: () => void;
  onExpand: () => void;
  move: (from: number, to: number) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  drag: {
    start: (index: number, event: DragEvent) => void;
    over: (index: number, event: DragEvent) => void;
    drop: (index: number, event: DragEvent) => void;
    end: () => void;
  };
}

function BlockCard(props: CardProps) {
  const { fieldName, index, count, path, collapsed, dropTarget, move, drag } = props;
  const form = Form.useFormInstance();
  const blockPath = [...path, fieldName];
  const block = form.getFieldValue(blockPath) as ContentBlock | undefined;
  const row = `Block ${index + 1}`;
  const label = blockLabel(block?.type);
  const prefix = blockPath.join('.');
  const errors = useContext(ServerErrorFields);
  const hasError = errors.some((field) => field === prefix || field.startsWith(`${prefix}.`));
  const { onExpand } = props;
  // A server error inside a collapsed block must be seen: the block opens.
  useEffect(() => {
    if (hasError) onExpand();
  }, [hasError, onExpand]);
  const summary = collapsed ? blockSummary(block) : '';

  return (
    <li
      className={`bo-block${dropTarget ? ' bo-block--drop' : ''}${hasError ? ' bo-block--error' : ''}`}
      onDragOver={(event) => drag.over(index, event)}
      onDrop={(event) => drag.drop(index, event)}
    >
      {/* The group is inside the list item: a role on the <li> itself would hide it from the list. */}
      <div role="group" aria-label={`${row} (${label})`}>
        <div
          className="bo-block__head"
          draggable
          onDragStart={(event) => drag.start(index, event)}
          onDragEnd={drag.end}
          title="Zum Verschieben ziehen"
        >
          <span className="bo-block__handle" aria-hidden="true">
            ⠿
          </span>
          <span className="bo-block__title">
            <span className="bo-block__number">{index + 1}.</span> {label}
            {summary && <span className="bo-block__summary"> – {summary}</span>}
            {hasError && (
              <Tag color="error" className="bo-block__error-tag">
                Fehler
              </Tag>
            )}
          </span>
          <span className="bo-block__actions">
            <MoveButtons index={index} count={count} row={row} move={move} />
            <Button size="small" onClick={props.onDuplicate} aria-label={`${row} duplizieren`}>
              Duplizieren
            </Button>
            <Button
              size="small"
              onClick={props.onToggle}
              aria-expanded={!collapsed}
              aria-label={`${row} ${collapsed ? 'ausklappen' : 'einklappen'}`}
            >
              {collapsed ? 'Ausklappen' : 'Einklappen'}
            </Button>
            <Popconfirm
              title={`${row} entfernen?`}
              okText="Entfernen"
              cancelText="Abbrechen"
              onConfirm={props.onRemove}
            >
              <Button size="small" danger aria-label={`${row} entfernen`}>
                Entfernen
              </Button>
            </Popconfirm>
          </span>
        </div>
        {/* Collapsed blocks stay mounted: their fields keep their rules and can show server errors. */}
        <div className="bo-block__body" hidden={collapsed}>
          {block?.type === BLOCK_REFERENCE ? (
            <ContentField
              def={REFERENCE_FIELD}
              name={[fieldName, 'data', 'block']}
              path={[...blockPath, 'data', 'block']}
              context={row}
            />
          ) : isBlockType(block?.type) ? (
            <ContentFields
              defs={BLOCK_REGISTRY[block.type as BlockType].fields}
              name={[fieldName, 'data']}
              path={[...blockPath, 'data']}
              context={row}
            />
          ) : (
            <Alert
              type="warning"
              showIcon
              title="Dieser Blocktyp ist unbekannt und kann hier nicht bearbeitet werden."
            />
          )}
        </div>
      </div>
    </li>
  );
}

export interface BlockListEditorProps {
  /** Name relative to the enclosing Form.List, or the absolute name at top level. */
  name: NamePath;
  /** Absolute name in the form. */
  path: NamePath;
  label: string;
  /** Reusable blocks hold no references (the server refuses them: they could form a cycle). */
  allowReferences?: boolean;
}

export function BlockListEditor({ name, path, label, allowReferences = true }: BlockListEditorProps) {
  const form = Form.useFormInstance();
  // Keyed by Form.List's field key, which follows a block when it moves.
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const dragFrom = useRef<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const setOne = (key: number, value: boolean) =>
    setCollapsed((set) => {
      if (set.has(key) === value) return set;
      const next = new Set(set);
      if (value) next.add(key);
      else next.delete(key);
      return next;
    });
  const expandCallbacks = useRef(new Map<number, () => void>());
  const expandOf = (key: number) => {
    let callback = expandCallbacks.current.get(key);
    if (!callback) {
      callback = () => setOne(key, false);
      expandCallbacks.current.set(key, callback);
    }
    return callback;
  };

  return (
    <fieldset className="bo-fieldset bo-blocks" aria-label={label}>
      <legend>{label}</legend>
      <Form.List name={name}>
        {(fields, { add, remove, move }, { errors }) => {
          const drag: CardProps['drag'] = {
            start: (index, event) => {
              dragFrom.current = index;
              event.dataTransfer?.setData('text/plain', String(index));
              if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
            },
            over: (index, event) => {
              if (dragFrom.current === null) return;
              event.preventDefault();
              if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
              setDropAt(index);
            },
            drop: (index, event) => {
              event.preventDefault();
              const from = dragFrom.current;
              dragFrom.current = null;
              setDropAt(null);
              if (from !== null && from !== index) move(from, index);
            },
            end: () => {
              dragFrom.current = null;
              setDropAt(null);
            },
          };
          return (
            <>
              {fields.length > 0 && (
                <div className="bo-blocks__tools">
                  <Button size="small" type="link" onClick={() => setCollapsed(new Set(fields.map((f) => f.key)))}>
                    Alle einklappen
                  </Button>
                  <Button size="small" type="link" onClick={() => setCollapsed(new Set())}>
                    Alle ausklappen
                  </Button>
                </div>
              )}
              {fields.length === 0 && <p className="bo-muted">Noch keine Blöcke. Fügen Sie den ersten hinzu.</p>}
              <ol className="bo-blocks__list">
                {fields.map((field, index) => (
                  <BlockCard
                    key={field.key}
                    fieldName={field.name}
                    index={index}
                    count={fields.length}
                    path={path}
                    collapsed={collapsed.has(field.key)}
                    dropTarget={dropAt === index}
                    onToggle={() => setOne(field.key, !collapsed.has(field.key))}
                    onExpand={expandOf(field.key)}
                    move={move}
                    onDuplicate={() =>
                      add(duplicateBlock(form.getFieldValue([...path, field.name]) as ContentBlock), index + 1)
                    }
                    onRemove={() => remove(field.name)}
                    drag={drag}
                  />
                ))}
              </ol>
              <Form.ErrorList errors={errors} />
              <Dropdown
                trigger={['click']}
                menu={{
                  items: addMenu(allowReferences),
                  onClick: ({ key }) => add(createBlock(key as BlockType | typeof BLOCK_REFERENCE)),
                }}
              >
                <Button type="dashed" className="bo-blocks__add">
                  Block hinzufügen
                </Button>
              </Dropdown>
            </>
          );
        }}
      </Form.List>
    </fieldset>
  );
}
