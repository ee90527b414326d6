// The editor's live preview: the unsaved template goes to POST /api/image-templates/render once the
// form has been still for `delay` ms; the last picture stays while the next one renders.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { queryKeys } from '../../../shared/api/query-keys';
import { renderTemplatePreview, type TemplateRenderInput } from '../media-api';

/** `value` once it has not changed for `delay` ms (compared as JSON, so new objects with equal content count as equal). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const json = JSON.stringify(value ?? null);
  const [settled, setSettled] = useState(json);
  useEffect(() => {
    if (json === settled) return;
    const timer = setTimeout(() => setSettled(json), delay);
    return () => clearTimeout(timer);
  }, [json, settled, delay]);
  return useMemo(() => JSON.parse(settled) as T, [settled]);
}

export function useTemplatePreview(input: TemplateRenderInput | null, delay = 400) {
  const body = useDebouncedValue(input, delay);
  const query = useQuery({
    queryKey: queryKeys.imageTemplatePreview(body ?? {}),
    queryFn: ({ signal }) => renderTemplatePreview(body!, signal),
    enabled: !!body,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const next = URL.createObjectURL(query.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [query.data]);
  return {
    url,
    error: query.error,
    isFetching: query.isFetching,
    pending: JSON.stringify(input) !== JSON.stringify(body),
  };
}
