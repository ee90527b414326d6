import { donateeSearchMessage, searchDonatees } from '@bestell/domain';
import { useState } from 'react';
import type { Donatee } from '../../shared/api/types';
import { ResponsiveImage } from '../../shared/ui/ResponsiveImage';
import { Dialog } from '../../shared/shop-ui/Dialog';
import { Input, RadioGroup } from '../../shared/shop-ui/fields';

export interface DonationChooserProps {
  open: boolean;
  donatees: Donatee[];
  value: string | null;
  onChange(id: string | null): void;
  onClose(): void;
}

/** Donation recipient overlay (spec 2) with search over name and description (spec 5). */
export function DonationChooser({ open, ...props }: DonationChooserProps) {
  return open ? <Chooser {...props} /> : null;
}

function Chooser({ donatees, value, onChange, onClose }: Omit<DonationChooserProps, 'open'>) {
  const [query, setQuery] = useState('');
  const found = searchDonatees(donatees, query);
  const empty = donateeSearchMessage(found.length);
  return (
    <Dialog title="Organisation wählen" onClose={onClose}>
      <Input
        type="search"
        aria-label="Organisation suchen"
        placeholder="Suchen"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {empty ? (
        <p className="sf-result-note" role="status">
          {empty}
        </p>
      ) : (
        <RadioGroup
          className="sf-co-donatees"
          aria-label="Organisationen"
          value={value}
          onChange={onChange}
          options={found.map((donatee) => ({
            value: donatee.id,
            label: (
              <span className="sf-co-donatee">
                {donatee.image && (
                  <ResponsiveImage className="sf-co-donatee__image" image={donatee.image} ratio={1} sizes="48px" />
                )}
                <span>
                  <strong>{donatee.name}</strong>
                  {donatee.description && <span className="sf-co-donatee__text">{donatee.description}</span>}
                </span>
              </span>
            ),
          }))}
        />
      )}
    </Dialog>
  );
}
