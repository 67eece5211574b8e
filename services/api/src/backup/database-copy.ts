import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';

/** Where a database lives: a MySQL/MariaDB URL or the embedded SQLite file. */
export type DatabaseLocation = { kind: 'mysql'; url: URL } | { kind: 'sqlite'; file: string };

/** mysql2-style URL parts as the MariaDB command-line tools take them (password through MYSQL_PWD, not argv). */
function mysqlClientArgs(url: URL): { args: string[]; env: NodeJS.ProcessEnv } {
  return {
    args: [
      `--host=${url.hostname}`,
      `--port=${url.port === '' ? '3306' : url.port}`,
      `--user=${decodeURIComponent(url.username)}`,
      '--default-character-set=utf8mb4',
    ],
    env: { ...process.env, MYSQL_PWD: decodeURIComponent(url.password) },
  };
}

export function mysqlDatabaseName(url: URL): string {
  return decodeURIComponent(url.pathname.replace(/^\//, ''));
}

/** Runs a MariaDB tool with stdin/stdout on files; rejects with its stderr (and the hint when it is missing). */
function runTool(
  tool: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  files: { stdin?: string; stdout?: string },
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} not found: install the MariaDB client (apt-get install -y mariadb-client)`)
          : error,
      ),
    );
    if (files.stdout) child.stdout.pipe(createWriteStream(files.stdout, { mode: 0o600 }));
    else child.stdout.resume();
    if (files.stdin) createReadStream(files.stdin).pipe(child.stdin);
    else child.stdin.end();
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/**
 * A consistent copy while the portal keeps writing: SQLite's online backup API, or
 * `mariadb-dump --single-transaction` (one snapshot of InnoDB, no table locks).
 */
export async function copyDatabase(from: DatabaseLocation, toFile: string): Promise<void> {
  if (from.kind === 'sqlite') {
    const database = new Database(from.file, { readonly: true, fileMustExist: true });
    try {
      await database.backup(toFile);
    } finally {
      database.close();
    }
    return;
  }
  const { args, env } = mysqlClientArgs(from.url);
  await runTool(
    'mariadb-dump',
    [
      ...args,
      '--single-transaction',
      '--quick',
      '--skip-lock-tables',
      '--no-tablespaces',
      '--routines',
      '--triggers',
      '--hex-blob',
      mysqlDatabaseName(from.url),
    ],
    env,
    { stdout: toFile },
  );
}

/** Loads a copy made by copyDatabase into an empty target. */
export async function loadDatabase(fromFile: string, to: DatabaseLocation): Promise<void> {
  if (to.kind === 'sqlite') {
    const database = new Database(fromFile, { readonly: true, fileMustExist: true });
    try {
      await database.backup(to.file);
    } finally {
      database.close();
    }
    return;
  }
  const { args, env } = mysqlClientArgs(to.url);
  await runTool('mariadb', [...args, `--database=${mysqlDatabaseName(to.url)}`], env, { stdin: fromFile });
}

/** True when the target holds no table yet: a restore never overwrites a database in use. */
export async function databaseIsEmpty(location: DatabaseLocation): Promise<boolean> {
  if (location.kind === 'sqlite') {
    if (!existsSync(location.file) || statSync(location.file).size === 0) return true;
    const database = new Database(location.file, { readonly: true });
    try {
      const row = database.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as {
        n: number;
      };
      return row.n === 0;
    } finally {
      database.close();
    }
  }
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection(location.url.toString());
  try {
    const [rows] = await connection.query(
      'SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE()',
    );
    return Number((rows as { n: number }[])[0]?.n ?? 0) === 0;
  } finally {
    await connection.end();
  }
}
