// Pointer drags in the week plan (issue 18 item 6): over empty cells of a row to create shifts on those
// days, or a shift to another day or person. Window listeners while a drag runs, so leaving a cell or the
// grid does not lose it; a click right after a move does not open the editor.
import { useEffect, useRef, useState } from 'react';
import type { ShiftView } from './staff-api';
import { draggedDays, isSameCell } from './week-grid';

export type Drag =
  | { kind: 'move'; shift: ShiftView; x: number; y: number; active: boolean; over: Cell | null }
  | { kind: 'create'; userId: string; anchor: string; current: string };
export interface Cell {
  userId: string;
  date: string;
}

/** The grid cell under a pointer position (the cells carry data-user and data-date). */
function cellAt(x: number, y: number): Cell | null {
  const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-date][data-user]');
  return el ? { userId: el.dataset.user!, date: el.dataset.date! } : null;
}

export interface ShiftDragOptions {
  days: string[];
  /** A shift dropped on another cell. */
  onMove(shift: ShiftView, to: Cell): void;
  onCreate(userId: string, days: string[]): void;
  onOpen(shift: ShiftView): void;
}

export function useShiftDrag({ days, onMove, onCreate, onOpen }: ShiftDragOptions) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const suppressClick = useRef(false);
  const dragRef = useRef<Drag | null>(null);
  dragRef.current = drag;
  useEffect(() => {
    if (!drag) return;
    const onPointerMove = (e: PointerEvent) => {
      const d = dragRef.current;
      if (!d) return;
      const over = cellAt(e.clientX, e.clientY);
      if (d.kind === 'move') {
        const active = d.active || Math.hypot(e.clientX - d.x, e.clientY - d.y) > 4;
        setDrag({ ...d, active, over: active ? over : null });
      } else if (over && over.userId === d.userId && over.date !== d.current) {
        setDrag({ ...d, current: over.date });
      }
    };
    const onUp = () => {
      const d = dragRef.current;
      setDrag(null);
      if (!d) return;
      if (d.kind === 'move') {
        if (!d.active) return;
        // The click that follows this pointerup must not open the editor.
        suppressClick.current = true;
        setTimeout(() => (suppressClick.current = false), 0);
        if (d.over && !isSameCell(d.shift, d.over.userId, d.over.date)) onMove(d.shift, d.over);
      } else {
        onCreate(d.userId, draggedDays(days, d.anchor, d.current));
      }
    };
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
    // The listeners read the drag from the ref; only its start and end matter here.
  }, [drag === null, days]);

  const startMove = (e: React.PointerEvent, shift: ShiftView) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    setDrag({ kind: 'move', shift, x: e.clientX, y: e.clientY, active: false, over: null });
  };
  const startCreate = (e: React.PointerEvent, userId: string, date: string) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest('.staff-shift')) return;
    e.preventDefault();
    setDrag({ kind: 'create', userId, anchor: date, current: date });
  };
  const open = (shift: ShiftView) => {
    if (suppressClick.current) return;
    onOpen(shift);
  };
  return { drag, startMove, startCreate, open };
}
