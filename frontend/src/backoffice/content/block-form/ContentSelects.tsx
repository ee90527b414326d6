// Selects of the content form that read other resources: a site or reusable block (reference fields,
// site links) and a stored file (file links). Lists come from the shared query cache.
import type { FileRef, ReusableBlockView, SiteView, UploadListItem } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useUploads } from '../../media/media-api';
import { resourceListQuery } from '../../resources/resource-queries';

type Option = { value: string; label: string };

const siteOption = (site: Pick<SiteView, 'id' | 'name' | 'path'>): Option => ({
  value: site.id,
  label: `${site.name} (/${site.path})`,
});
const blockOption = (block: Pick<ReusableBlockView, 'id' | 'name' | 'identifier'>): Option => ({
  value: block.id,
  label: `${block.name} (${block.identifier})`,
});

function useReferenceOptions(to: 'site' | 'block'): Option[] {
  const sites = useQuery({ ...resourceListQuery('sites'), staleTime: 60_000, enabled: to === 'site' });
  const blocks = useQuery({ ...resourceListQuery('blocks'), staleTime: 60_000, enabled: to === 'block' });
  return to === 'site' ? (sites.data ?? []).map(siteOption) : (blocks.data ?? []).map(blockOption);
}

interface SelectProps<T> {
  id?: string;
  value?: T | null;
  onChange?: (value: T | null) => void;
  'aria-label'?: string;
  allowClear?: boolean;
}

/** A site or reusable block, stored as its id. */
export function ReferenceSelect({ to, value, onChange, ...rest }: SelectProps<string> & { to: 'site' | 'block' }) {
  const options = useReferenceOptions(to);
  return (
    <Select
      {...rest}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={to === 'site' ? 'Seite wählen' : 'Inhalt wählen'}
      notFoundContent={to === 'site' ? 'Keine Seite gefunden' : 'Kein Inhalt gefunden'}
      style={{ width: '100%', maxWidth: 420 }}
    />
  );
}

const fileName = (upload: Pick<UploadListItem, 'id' | 'extension' | 'name'>) =>
  upload.name || `${upload.id}.${upload.extension}`;

/** A stored upload (file links), kept as the reference the storefront builds /upload/... from. */
export function FileSelect({ value, onChange, ...rest }: SelectProps<FileRef>) {
  const uploads = useUploads();
  const options = (uploads.data ?? []).map((upload) => ({ value: upload.id, label: fileName(upload) }));
  // A file no longer listed (or not loaded yet) still shows its name.
  if (value && !options.some((option) => option.value === value.id))
    options.unshift({ value: value.id, label: fileName(value as FileRef & { name: string | null }) });
  return (
    <Select
      {...rest}
      value={value?.id}
      onChange={(id) => {
        const upload = uploads.data?.find((item) => item.id === id);
        onChange?.(
          upload
            ? {
                id: upload.id,
                version: upload.version,
                extension: upload.extension,
                publicHash: upload.publicHash,
                name: upload.name,
              }
            : null,
        );
      }}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      loading={uploads.isPending}
      placeholder="Datei wählen"
      notFoundContent="Keine Datei gefunden"
      style={{ width: '100%', maxWidth: 420 }}
    />
  );
}
