import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { QUESTIONS, type QuestionName } from 'malaysia-calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_NAMES } from '../packages/malaysia-calendar-cli/src/cli/commands.js';
import { TOOL_NAMES } from '../packages/malaysia-calendar-cli/src/mcp/tools.js';
import { QUESTION_ROUTES } from '../src/http/routes/question-routes.js';
import { cli } from './support/command-line.js';
import { appForTests } from './support/fixtures.js';

/**
 * Every interface asks the questions of the library's table and says what they are in the
 * table's words: the OpenAPI document (the service as it runs), the MCP server's tools (the
 * built server, listed by a client) and the command line's help (run in process).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const binary = join(root, 'packages', 'malaysia-calendar-cli', 'bin', 'malaysia-calendar.js');
const api = appForTests();
const names = Object.keys(QUESTIONS) as QuestionName[];

let operations: { operationId: string; summary: string; description: string }[];
let tools: { name: string; title?: string; description?: string }[];
let client: Client;

beforeAll(async () => {
  const { body } = await api.get('/v1/openapi.json');
  operations = Object.values(
    body.paths as Record<string, Record<string, { operationId: string; summary: string; description: string }>>,
  ).flatMap((path) => Object.values(path));
  client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [binary, 'mcp'] }));
  tools = (await client.listTools()).tools;
}, 30_000);
afterAll(() => client.close());

/** A command's help, unwrapped (as wide as its longest line). */
async function help(command: string): Promise<string> {
  const run = await cli(['help', command], { COLUMNS: '100000' });
  expect(run.status, command).toBe(0);
  return run.stdout;
}

const routesOf = (question: QuestionName) => QUESTION_ROUTES.filter((route) => route.question === question);
const toolOf = (question: QuestionName) => TOOL_NAMES[question];
const commandOf = (question: QuestionName) => COMMAND_NAMES[question];

describe('one table, every interface', () => {
  it('every question is asked by the API, and by MCP and the command line unless they say why not (those reasons are pinned here)', () => {
    for (const question of names) expect(routesOf(question).length, question).toBeGreaterThan(0);
    const noTool = names.filter((question) => 'none' in toolOf(question));
    const noCommand = names.filter((question) => 'none' in commandOf(question));
    expect(noTool).toEqual(['changeFeed', 'ics', 'marketIcs']);
    expect(noCommand).toEqual(['changeFeed']);
  });

  it('no interface asks a question the table does not hold: every operation, tool and command is one of its questions', async () => {
    const questionOperations = new Set(QUESTION_ROUTES.map((route) => route.operationId));
    // The index of the API is the API's own, not a question.
    expect(operations.map((operation) => operation.operationId).filter((id) => !questionOperations.has(id))).toEqual([
      'getIndex',
    ]);
    const toolNames = names.flatMap((question) => {
      const tool = toolOf(question);
      return 'none' in tool ? [] : [tool.name];
    });
    expect(tools.map((tool) => tool.name).sort()).toEqual(toolNames.sort());
    const commandNames = names.flatMap((question) => {
      const command = commandOf(question);
      return 'none' in command ? [] : [command.name];
    });
    const listed = [...(await help('')).split('Commands:')[1]!.matchAll(/^ {2}([a-z][a-z-]*)\b/gm)]
      .map((match) => match[1]!)
      .filter((name) => name !== 'help');
    // `mcp` serves the questions; it asks none.
    expect(listed.filter((name) => name !== 'mcp').sort()).toEqual(commandNames.sort());
  });

  it("each OpenAPI operation is described in the table's words", () => {
    for (const route of QUESTION_ROUTES) {
      const operation = operations.find((candidate) => candidate.operationId === route.operationId)!;
      expect(operation.summary, route.operationId).toBe(QUESTIONS[route.question].summary);
      expect(operation.description, route.operationId).toBe(QUESTIONS[route.question].description);
    }
  });

  it("each MCP tool is described in the table's words", () => {
    for (const question of names) {
      const declared = toolOf(question);
      if ('none' in declared) continue;
      const tool = tools.find((candidate) => candidate.name === declared.name)!;
      expect(tool.title, tool.name).toBe(QUESTIONS[question].summary);
      expect(tool.description, tool.name).toBe(QUESTIONS[question].description);
    }
  });

  it("each command's help is the table's words", async () => {
    const overview = await help('');
    for (const question of names) {
      const declared = commandOf(question);
      if ('none' in declared) continue;
      expect(overview, declared.name).toContain(`${QUESTIONS[question].summary}\n`);
      expect(await help(declared.name), declared.name).toContain(`\n${QUESTIONS[question].description}\n`);
    }
  }, 60_000);
});
