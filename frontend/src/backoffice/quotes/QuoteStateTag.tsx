import { QUOTE_TEXTS, type QuoteState } from '@bestell/domain';
import { Tag } from 'antd';

const COLORS: Record<QuoteState, string> = {
  requested: 'gold',
  sent: 'blue',
  accepted: 'green',
  declined: 'red',
  expired: 'default',
};

export function QuoteStateTag({ state }: { state: QuoteState }) {
  return <Tag color={COLORS[state]}>{QUOTE_TEXTS.states[state]}</Tag>;
}
