// The branch (and department) a staff screen shows: the first branch until one is chosen; the choice
// lives in the hash query (?branch=...&department=...) so a reload or a shared link keeps it.
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useOptions, useResourceList } from '../resources/resource-queries';

export function useHashQuery(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [path, search = ''] = hash.replace(/^#/, '').split('?');
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(search);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      const q = next.toString();
      navigate({ pathname: '/backend', hash: `#${path}${q ? `?${q}` : ''}` }, { replace: true });
    },
    [navigate, path, search],
  );
  return [params, set];
}

export function useBranchChoice() {
  const [params, setParams] = useHashQuery();
  const branches = useOptions('branches');
  const departmentList = useResourceList('departments');
  const branchId = params.get('branch') ?? branches[0]?.value ?? '';
  const departments = (departmentList.data ?? [])
    .filter((d) => d.branch.id === branchId)
    .map((d) => ({ value: d.id, label: d.name }));
  const departmentId = params.get('department');
  return {
    branchId,
    branches,
    departments,
    departmentId: departments.some((d) => d.value === departmentId) ? departmentId : null,
    setBranch: (id: string) => setParams({ branch: id, department: null }),
    setDepartment: (id: string | null) => setParams({ department: id }),
    params,
    setParams,
  };
}
