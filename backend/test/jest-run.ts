// What the test files of one jest run share: its workers are children of one jest process, so their parent's
// pid names the run (harness.ts's seeded template database, contract.ts's OpenAPI document). Whatever a
// finished run left behind is removed by the next one.

/** The jest run this test file belongs to. */
export const RUN_ID = process.ppid;

/** Whether process `pid` (a run's id) still runs. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as { code?: string }).code === 'EPERM';
  }
}
