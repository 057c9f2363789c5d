import { McpServer } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { CalendarError, type Language, type MalaysiaCalendar } from 'malaysia-calendar';
import { REFUSAL_WORDS, refusalSentence } from '../words/refusal-words.js';
import { toolInput, toolOutput } from './standard-schema.js';
import { SERVER_INSTRUCTIONS, answerTool, calendarTools } from './tools.js';

/**
 * The calendar as an MCP server: one read-only tool per question of the library's table
 * (tools.ts). A result is the API's `data` (a list under a name), with `estimated` and its
 * note when it rests on projected days, as structured content and as JSON text. A question the calendar refuses is a tool
 * error whose text is the API's error as JSON (code, message, suggestions; the message in the
 * server's language, words/refusal-words.ts) and which carries
 * no structured content: clients on the 1.x SDK check structured content against the tool's
 * output schema even on an error, and would reject the whole result, message and all.
 */
function calendarMcpServer(calendar: MalaysiaCalendar, version: string, language: Language): McpServer {
  const server = new McpServer({ name: 'malaysia-calendar', version }, { instructions: SERVER_INSTRUCTIONS });
  for (const tool of calendarTools(language)) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: toolInput(tool.input),
        outputSchema: toolOutput(tool.output),
        annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
      },
      async (args: unknown) => {
        try {
          const result = answerTool(calendar, tool, args as Record<string, unknown>);
          return { content: [{ type: 'text' as const, text: JSON.stringify(result) }], structuredContent: result };
        } catch (error) {
          if (!(error instanceof CalendarError)) throw error;
          const words = REFUSAL_WORDS[language];
          // In the server's language when the library describes the refusal; else its English message.
          const said =
            language !== 'en' && error.refusal !== undefined ? refusalSentence(language, error.refusal) : error.message;
          // A state that resembles none: the tool that lists them is the assistant's way to one.
          const hint = error.code === 'STATE_NOT_FOUND' && error.suggestions.length === 0 ? words.statesTool : '';
          const refusal = {
            error: { code: error.code, message: `${said}${hint}`, suggestions: error.suggestions },
          };
          return {
            content: [{ type: 'text' as const, text: JSON.stringify(refusal) }],
            isError: true,
          };
        }
      },
    );
  }
  return server;
}

/** Serves the calendar over stdio until the client closes its end; its tools' titles and descriptions in `language` (the command line's --lang, else LANG). */
export async function serveMcp(calendar: MalaysiaCalendar, version: string, language: Language): Promise<void> {
  await calendarMcpServer(calendar, version, language).connect(new StdioServerTransport());
}
