// Up and down of one row of an ordered list (blocks, list fields, navigation items, product steps), as
// keyboard-reachable buttons; the arrows are named for screen readers ('Block 2 nach oben').
import { Button } from 'antd';

interface Props {
  index: number;
  count: number;
  /** The row's name, e.g. 'Block 2'. */
  row: string;
  move: (from: number, to: number) => void;
}

export function MoveButtons({ index, count, row, move }: Props) {
  return (
    <>
      <Button
        size="small"
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
        aria-label={`${row} nach oben`}
      >
        ↑
      </Button>
      <Button
        size="small"
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
        aria-label={`${row} nach unten`}
      >
        ↓
      </Button>
    </>
  );
}
