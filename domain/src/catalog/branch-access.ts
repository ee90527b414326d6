/**
 * Branch fields only an admin may change (issue 12): the division (an employee must not move a branch
 * into another organisation), the identifier (public URLs), visibility and the online payment
 * providers (where customers' money goes). Employees run the day: hours, areas, texts, order types.
 */
export const ADMIN_ONLY_BRANCH_FIELDS = [
  'division',
  'identifier',
  'isPublic',
  'isEnabled',
  'isMollieEnabled',
  'isDatatransEnabled',
  'isHydroAGVoucherEnabled',
] as const;

/** A reference compares by id ({ id } or null), anything else by value. */
const comparable = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : (value ?? null);

/**
 * The admin-only fields an input would change on the branch as it is now (`current`: the branch's
 * staff view). Sending a field back unchanged (a form posts the whole branch) is no change.
 */
export function adminOnlyBranchChanges(
  current: Readonly<Record<string, unknown>>,
  input: Readonly<Record<string, unknown>>,
): string[] {
  return ADMIN_ONLY_BRANCH_FIELDS.filter(
    (field) => field in input && input[field] !== undefined && comparable(input[field]) !== comparable(current[field]),
  );
}
