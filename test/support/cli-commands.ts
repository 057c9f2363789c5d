/**
 * Every command of `malaysia-calendar`, as docs/command-line.md lists them: one per question of the
 * library's table, and `mcp`. The command line's tests and the installed package's ask each for its help.
 */
export const CLI_COMMANDS = [
  'check',
  'today',
  'check-all',
  'holidays',
  'between',
  'next',
  'business-days',
  'add',
  'long-weekends',
  'plan-leave',
  'entitlements',
  'markets',
  'sessions',
  'states',
  'resolve',
  'school-day',
  'school-terms',
  'school-holidays',
  'exams',
  'changelog',
  'ics',
  'market-ics',
  'coverage',
  'mcp',
] as const;
