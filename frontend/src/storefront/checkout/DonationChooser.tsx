import { donateeSearchMessage, searchDonatees } from '@bestell/domain';
import { Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import type { Donatee } from '../../shared/api/types';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';

export interface DonationChooserProps {
  open: boolean;
  donatees: Donatee[];
  value: string | null;
  onChange(id: string | null): void;
  onClose(): void;
}

/** Donation recipient overlay (spec 2) with search over name and description (spec 5). */
export function DonationChooser({ open, donatees, value, onChange, onClose }: DonationChooserProps) {
  const [query, setQuery] = useState('');
  const found = searchDonatees(donatees, query);
  const empty = donateeSearchMessage(found.length);
  return (
    <Modal open={open} title="Organisation wählen" onCancel={onClose} footer={null}>
      <Input.Search
        aria-label="Organisation suchen"
        placeholder="Suchen"
        allowClear
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {empty ? (
        <p className="sf-result-note" role="status">
          {empty}
        </p>
      ) : (
        <Radio.Group
          className="sf-co-donatees"
          aria-label="Organisationen"
          value={value}
          onChange={(event) => onChange(event.target.value as string)}
        >
          {found.map((donatee) => (
            <Radio key={donatee.id} value={donatee.id}>
              <span className="sf-co-donatee">
                {donatee.image && (
                  <ResponsiveImage className="sf-co-donatee__image" image={donatee.image} ratio={1} sizes="48px" />
                )}
                <span>
                  <strong>{donatee.name}</strong>
                  {donatee.description && <span className="sf-co-donatee__text">{donatee.description}</span>}
                </span>
              </span>
            </Radio>
          ))}
        </Radio.Group>
      )}
    </Modal>
  );
}
