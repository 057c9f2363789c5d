import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport as StdioClientTransportV1 } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_HELP } from '../../packages/malaysia-calendar-cli/src/words/help-words.js';
import { appForTests } from '../support/fixtures.js';
import { toolCommand } from '../support/test-tools.js';

/**
 * The MCP server of malaysia-calendar-cli (its build, as `npm test` makes it) asked by the
 * clients assistants use: the 2.x SDK client, the 1.x SDK client (which checks structured
 * content against each tool's output schema with ajv, errors included) and the official MCP
 * Inspector's command-line mode. Every answer must be the service's `data` for the same
 * question, and every refusal the service's error.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const server = {
  command: process.execPath,
  args: [join(root, 'packages', 'malaysia-calendar-cli', 'bin', 'malaysia-calendar.js'), 'mcp'],
};
const api = appForTests();

async function served(url: string) {
  const { body } = await api.get(url);
  return 'error' in body
    ? { error: body.error }
    : {
        data: body.data,
        marks: {
          ...(body.meta.estimated ? { estimated: true } : {}),
          ...(body.meta.note === undefined ? {} : { note: body.meta.note }),
        },
      };
}

interface ToolResult {
  isError?: boolean;
  structuredContent?: unknown;
  content: unknown;
}
interface McpClient {
  listTools(): Promise<{
    tools: {
      name: string;
      title?: string;
      description?: string;
      inputSchema: { type: string; properties?: object };
      outputSchema?: { type: string };
      annotations?: { readOnlyHint?: boolean };
    }[];
  }>;
  callTool(request: { name: string; arguments: Record<string, unknown> }): Promise<ToolResult>;
  close(): Promise<void>;
}

const CLIENTS: [string, () => Promise<McpClient>][] = [
  [
    'the 2.x SDK client',
    async () => {
      const client = new Client({ name: 'test', version: '1.0.0' });
      await client.connect(new StdioClientTransport(server));
      return client as unknown as McpClient;
    },
  ],
  [
    'the 1.x SDK client',
    async () => {
      const client = new ClientV1({ name: 'test', version: '1.0.0' });
      await client.connect(new StdioClientTransportV1(server));
      return client as unknown as McpClient;
    },
  ],
];

/** Each tool asked a question the API answers too: [tool, arguments, API URL, the key the tool's list is under]. */
const QUESTIONS: [string, Record<string, unknown>, string, string?][] = [
  ['check_date', { date: '2026-08-31', state: 'selangor' }, '/v1/holidays/check?date=2026-08-31&state=selangor'],
  ['check_date_all_states', { date: '2026-08-31' }, '/v1/holidays/check-all?date=2026-08-31', 'states'],
  ['list_holidays', { year: 2026, state: 'kedah' }, '/v1/holidays?year=2026&state=kedah', 'holidays'],
  [
    'list_holidays',
    { year: 2027, state: 'sarawak', status: 'all' },
    '/v1/holidays?year=2027&state=sarawak&status=all',
    'holidays',
  ],
  // History and projected years, as every interface answers them.
  [
    'list_holidays',
    { year: 2005, state: 'kedah', status: 'all' },
    '/v1/holidays?year=2005&state=kedah&status=all',
    'holidays',
  ],
  [
    'list_holidays',
    { year: 2099, state: 'sabah', status: 'all' },
    '/v1/holidays?year=2099&state=sabah&status=all',
    'holidays',
  ],
  ['check_date', { date: '2030-08-30', state: 'selangor' }, '/v1/holidays/check?date=2030-08-30&state=selangor'],
  ['next_holidays', { state: 'kedah', limit: 5 }, '/v1/holidays/next?state=kedah&limit=5', 'holidays'],
  [
    'holidays_between',
    { start: '2026-01-01', end: '2026-03-31', state: 'kedah' },
    '/v1/holidays/between?start=2026-01-01&end=2026-03-31&state=kedah',
    'holidays',
  ],
  [
    'count_business_days',
    { start: '2026-01-01', end: '2026-12-31', state: 'johor' },
    '/v1/business-days?start=2026-01-01&end=2026-12-31&state=johor',
  ],
  [
    'add_business_days',
    { date: '2026-05-29', days: 5, state: 'kl' },
    '/v1/business-days/add?date=2026-05-29&days=5&state=kl',
  ],
  [
    'add_business_days',
    { date: '2026-05-30', days: 0, state: 'selangor', roll: 'modified_following' },
    '/v1/business-days/add?date=2026-05-30&days=0&state=selangor&roll=modified_following',
  ],
  [
    'long_weekends',
    { year: 2026, state: 'selangor', bridgeDays: 1 },
    '/v1/holidays/long-weekends?year=2026&state=selangor&bridgeDays=1',
    'longWeekends',
  ],
  [
    'plan_leave',
    { year: 2026, state: 'Penang', leaveDays: 8, minBreak: 5, start: '2026-01-01' },
    '/v1/leave-plans?year=2026&state=Penang&leaveDays=8&minBreak=5&start=2026-01-01',
  ],
  // A workplace's week and days, and the paid holidays of the Employment Act (issue 38).
  [
    'count_business_days',
    {
      start: '2026-12-01',
      end: '2026-12-31',
      state: 'johor',
      workweek: 'mon-sat',
      closed: '2026-12-24,2026-12-28..2026-12-31',
    },
    '/v1/business-days?start=2026-12-01&end=2026-12-31&state=johor&workweek=mon-sat&closed=2026-12-24,2026-12-28..2026-12-31',
  ],
  [
    'check_date',
    { date: '2026-11-27', state: 'kedah', workweek: 'mon-fri' },
    '/v1/holidays/check?date=2026-11-27&state=kedah&workweek=mon-fri',
  ],
  [
    'plan_leave',
    { year: 2027, state: 'kedah', leaveDays: 6, workweek: 'mon-fri', blackout: '2027-06-21..2027-06-30' },
    '/v1/leave-plans?year=2027&state=kedah&leaveDays=6&workweek=mon-fri&blackout=2027-06-21..2027-06-30',
  ],
  ['paid_public_holidays', { state: 'selangor', year: 2029 }, '/v1/entitlements?state=selangor&year=2029'],
  [
    'paid_public_holidays',
    { state: 'kedah', year: 2026, workweek: 'mon-fri' },
    '/v1/entitlements?state=kedah&year=2026&workweek=mon-fri',
  ],
  ['list_states', {}, '/v1/states', 'states'],
  ['list_markets', {}, '/v1/markets', 'markets'],
  ['market_sessions', { market: 'xkls', year: 2030 }, '/v1/markets/xkls/sessions?year=2030', 'tradingDays'],
  [
    'add_business_days',
    { date: '2026-02-16', days: 2, market: 'xkls' },
    '/v1/business-days/add?date=2026-02-16&days=2&market=xkls',
  ],
  ['list_changes', { state: 'kedah', limit: 3 }, '/v1/changelog?state=kedah&limit=3', 'changes'],
  [
    'add_business_days',
    { date: '2027-12-20', days: 10, state: 'kedah' },
    '/v1/business-days/add?date=2027-12-20&days=10&state=kedah',
  ],
  ['list_holidays', { year: 2035, state: 'selangor' }, '/v1/holidays?year=2035&state=selangor', 'holidays'],
  ['resolve_state', { q: 'N9' }, '/v1/states/resolve?q=N9'],
  ['school_day', { date: '2026-03-10', state: 'kedah' }, '/v1/school/is-school-day?date=2026-03-10&state=kedah'],
  ['school_terms', { year: 2026, state: 'johor' }, '/v1/school/terms?year=2026&state=johor', 'terms'],
  ['school_holidays', { year: 2026, group: 'A' }, '/v1/school/holidays?year=2026&group=A', 'schoolHolidays'],
  // 2027: tentative, from transcriptions of the ministry's circular (data/notes/school.md).
  ['school_holidays', { year: 2027, group: 'B' }, '/v1/school/holidays?year=2027&group=B', 'schoolHolidays'],
  ['school_day', { date: '2027-03-10', group: 'B' }, '/v1/school/is-school-day?date=2027-03-10&group=B'],
  ['exams', { year: 2026 }, '/v1/school/exams?year=2026', 'exams'],
];

/** Refusals: each must come back as the API's error, readable by every client. */
const REFUSALS: [string, Record<string, unknown>, string][] = [
  [
    'add_business_days',
    { date: '2026-3-5', days: 3, state: 'selangor' },
    '/v1/business-days/add?date=2026-3-5&days=3&state=selangor',
  ],
  ['check_date', { date: '2026-03-05', state: 'selangr' }, '/v1/holidays/check?date=2026-03-05&state=selangr'],
  ['list_holidays', { year: 2000 }, '/v1/holidays?year=2000'],
  ['school_terms', { year: 2025 }, '/v1/school/terms?year=2025'],
  // 2028: no source for its school calendar yet (data/notes/school.md).
  ['school_terms', { year: 2028 }, '/v1/school/terms?year=2028'],
  ['school_holidays', { year: 2028, state: 'selangor' }, '/v1/school/holidays?year=2028&state=selangor'],
  ['plan_leave', { year: 2026, state: 'Penang', leaveDays: 61 }, '/v1/leave-plans?year=2026&state=Penang&leaveDays=61'],
];

const text = (result: ToolResult) => (result.content as { type: string; text: string }[])[0]!.text;

describe.each(CLIENTS)('the MCP server, asked by %s', (_name, connect) => {
  let client: McpClient;
  beforeAll(async () => {
    client = await connect();
    // Both SDKs learn the output schemas from the list, and check results against them.
    await client.listTools();
  });
  afterAll(() => client.close());

  it('lists one read-only tool per question, each with input and output schemas and a description', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        ...new Set([...QUESTIONS.map(([name]) => name), 'data_coverage', 'check_today', 'list_states', 'list_changes']),
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
  });

  it.each(QUESTIONS)(
    'answers %s %j with the API data, as structured content and as text',
    async (name, args, url, key) => {
      const result = await client.callTool({ name, arguments: args });
      const { data, marks } = await served(url);
      // The API's marks of an answer resting on projected days (meta.estimated, meta.note) beside the answer.
      const expected = { ...(key === undefined ? data : { [key]: data }), ...marks };
      expect(result.isError, text(result)).toBeFalsy();
      expect(result.structuredContent).toEqual(expected);
      expect(JSON.parse(text(result))).toEqual(expected);
    },
  );

  it('says what the data covers, as GET /v1 does', async () => {
    const result = await client.callTool({ name: 'data_coverage', arguments: {} });
    const { body } = await api.get('/v1');
    expect(result.structuredContent).toEqual({ dataVersion: body.meta.dataVersion, coverage: body.data.coverage });
  });

  it.each(REFUSALS)(
    'refuses %s %j with the API error as JSON text, and no structured content to break the output schema',
    async (name, args, url) => {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toBeUndefined();
      expect(JSON.parse(text(result))).toEqual(await served(url));
      if (url.includes('2028')) expect(text(result)).toContain('has not yet published the 2028 school calendar');
    },
  );

  it('refuses arguments of the wrong type, and keeps serving', async () => {
    expect(
      (await client.callTool({ name: 'check_date', arguments: { date: 20260305, state: 'selangor' } })).isError,
    ).toBe(true);
    expect((await client.callTool({ name: 'resolve_state', arguments: { q: 'KL' } })).isError).toBeFalsy();
  });

  it('refuses argument names a plain object holds already as unknown arguments', async () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const result = await client.callTool({ name: 'resolve_state', arguments: { q: 'KL', [name]: 'x' } });
      expect(result.isError, name).toBe(true);
      expect(text(result), name).toContain(`Unknown argument '${name}'`);
    }
  });
});

describe.each(['zh', 'ta'] as const)('the MCP server started with --lang %s', (language) => {
  let client: McpClient;
  beforeAll(async () => {
    const started = new Client({ name: 'test', version: '1.0.0' });
    await started.connect(new StdioClientTransport({ ...server, args: [server.args[0]!, '--lang', language, 'mcp'] }));
    client = started as unknown as McpClient;
  });
  afterAll(() => client.close());

  it("gives the tools' titles and descriptions, and their arguments', in that language; names and answers stay", async () => {
    const words = QUESTION_HELP[language];
    const { tools } = await client.listTools();
    const holidays = tools.find((tool) => tool.name === 'list_holidays')!;
    expect(holidays.title).toBe(words.questions.holidays.summary);
    expect(holidays.description).toBe(words.questions.holidays.description);
    expect((holidays.inputSchema.properties as Record<string, { description: string }>).month!.description).toBe(
      words.parameters.month,
    );
    for (const tool of tools) expect(tool.title, tool.name).not.toMatch(/^[A-Za-z ]+$/);
    const result = await client.callTool({ name: 'check_date', arguments: { date: '2026-08-31', state: 'selangor' } });
    expect(result.structuredContent).toEqual((await served('/v1/holidays/check?date=2026-08-31&state=selangor')).data);
  });

  it("refuses in that language, with the API's code and suggestions", async () => {
    const script = { zh: /[\u4e00-\u9fff]/, ta: /[\u0b80-\u0bff]/ }[language];
    for (const [args, url] of [
      [{ date: '2026-02-30', state: 'selangor' }, '/v1/holidays/check?date=2026-02-30&state=selangor'],
      [{ date: '2026-08-31', state: 'atlantis' }, '/v1/holidays/check?date=2026-08-31&state=atlantis'],
      [{ date: '1990-01-02', state: 'selangor' }, '/v1/holidays/check?date=1990-01-02&state=selangor'],
    ] as const) {
      const result = await client.callTool({ name: 'check_date', arguments: args });
      expect(result.isError).toBe(true);
      const { error } = JSON.parse(text(result)) as { error: { code: string; message: string; suggestions: string[] } };
      const { error: english } = (await served(url)) as { error: typeof error };
      expect({ code: error.code, suggestions: error.suggestions }).toEqual({
        code: english.code,
        suggestions: english.suggestions,
      });
      expect(error.message, url).toMatch(script);
      expect(error.message).not.toMatch(/[A-Za-z]+ [A-Za-z]+ [A-Za-z]+/);
    }
  });
});

describe('the MCP server, asked by the MCP Inspector in CLI mode', () => {
  // inspector-cli 1.0.3, the last Inspector that runs on Node 20, reads its own package.json
  // through a path that holds only when the working directory's parent has one: docs/command-line.md's
  // command runs it from its own build folder, so that it works from any folder; so does this.
  function inspector(...args: string[]) {
    const command = toolCommand('mcp-inspector-cli');
    const run = spawnSync(command, ['--cli', server.command, ...server.args, ...args], {
      cwd: dirname(realpathSync(command)),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status, run.stderr).toBe(0);
    return JSON.parse(run.stdout) as Record<string, unknown>;
  }

  it('lists the tools, gets answers and reads refusals', async () => {
    const { tools } = inspector('--method', 'tools/list') as { tools: { name: string }[] };
    expect(tools.map((tool) => tool.name)).toContain('data_coverage');
    const answer = inspector(
      '--method',
      'tools/call',
      '--tool-name',
      'check_date',
      '--tool-arg',
      'date=2026-08-31',
      '--tool-arg',
      'state=selangor',
    );
    expect(answer.structuredContent).toEqual((await served('/v1/holidays/check?date=2026-08-31&state=selangor')).data);
    const refusal = inspector(
      '--method',
      'tools/call',
      '--tool-name',
      'check_date',
      '--tool-arg',
      'date=2026-3-5',
      '--tool-arg',
      'state=selangor',
    ) as unknown as ToolResult;
    expect(refusal.isError).toBe(true);
    expect(JSON.parse(text(refusal))).toEqual(await served('/v1/holidays/check?date=2026-3-5&state=selangor'));
  }, 120_000);
});
