// The command line, `grandtales [command] [arguments]`, which bin/grandtales runs on the project's
// Node: with no command it serves. A command is one entry of COMMANDS, loaded only when asked for,
// so `grandtales --version` or a container's health check never loads the server.
import { buildInfo } from './build-info.ts';

interface Command {
  /** Its arguments as --help shows them: each `<name>` is one required argument, each `[name]` an optional one. */
  readonly arguments: string;
  readonly summary: string;
  /** Resolves with the exit code, or undefined when the process goes on (serving). */
  run(args: readonly string[]): Promise<number | undefined>;
}

const BOOK_BUNDLE = new URL('../book/book.js', import.meta.url).href;

const COMMANDS: Readonly<Record<string, Command>> = {
  serve: {
    arguments: '',
    summary: 'Serve the site, the API and MCP (the default).',
    run: async () => {
      await import('./serve.ts');
      return undefined;
    },
  },
  check: {
    arguments: '',
    summary: 'Check the environment, the live files and the build; exit 1 with a line per problem.',
    run: async () => (await import('./check.ts')).check(process.env),
  },
  book: {
    arguments: '<plan.json> <out.pdf> [--print]',
    summary: 'Write the PDF of the book a plan describes (- reads the plan from standard input).',
    // The book command is a bundle of its own (dist/book/book.js, scripts/book.ts), beside this one.
    run: async (args) => {
      const bookCommand: { main(args: readonly string[]): Promise<number> } = await import(BOOK_BUNDLE);
      return bookCommand.main(args);
    },
  },
  healthcheck: {
    arguments: '',
    summary: 'Ask GET /readyz of the server on PORT (and HOST); exit 0 if it is ready, else 1.',
    run: async () => (await import('./healthcheck.ts')).healthcheck(process.env),
  },
};

function help(): string {
  const usages = Object.entries(COMMANDS).map(([name, command]) => [`${name} ${command.arguments}`.trim(), command.summary]);
  const width = Math.max(...usages.map(([usage]) => usage.length), '--version'.length) + 3;
  const rows = usages.map(([usage, summary]) => `  ${usage.padEnd(width)}${summary}`);
  return [
    'Usage: grandtales [command]',
    '',
    'Commands:',
    ...rows,
    '',
    'Options:',
    `  ${'--version'.padEnd(width)}The version, the commit it was built from, and the Node that runs it.`,
    `  ${'--help'.padEnd(width)}This text.`,
    '',
    'The server is configured by environment variables: see the README, "Configuration".',
    '',
  ].join('\n');
}

/** A mistake on the command line: one line, and exit 2 (as usage errors do). */
function misuse(problem: string): number {
  process.stderr.write(`grandtales: ${problem} (grandtales --help lists what it takes)\n`);
  return 2;
}

async function main([first, ...rest]: readonly string[]): Promise<number | undefined> {
  if (first === '--version' || first === '-v') {
    if (rest.length > 0) return misuse(`unexpected argument "${rest[0]}"`);
    process.stdout.write(`grandtales ${buildInfo.version} (commit ${buildInfo.commit}, Node ${buildInfo.node})\n`);
    return 0;
  }
  if (first === '--help' || first === '-h') {
    process.stdout.write(help());
    return 0;
  }
  const command = COMMANDS[first ?? 'serve'];
  if (command === undefined || !Object.hasOwn(COMMANDS, first ?? 'serve')) return misuse(`unknown argument "${first}"`);
  const required = command.arguments.match(/<[^>]+>/g)?.length ?? 0;
  const optional = command.arguments.match(/\[[^\]]+\]/g)?.length ?? 0;
  if (rest.length < required || rest.length > required + optional) {
    return misuse(`${first} takes ${command.arguments === '' ? 'no arguments' : command.arguments}`);
  }
  return command.run(rest);
}

const code = await main(process.argv.slice(2));
if (code !== undefined) process.exitCode = code;
