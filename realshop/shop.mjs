// A real WordPress + WooCommerce + Storefront shop on 127.0.0.1, from the archives in
// ../shared/realshop/: MariaDB on a unix socket (no network), PHP's built-in server, WordPress
// installed and seeded by PHP scripts (realshop/php/). The installed site is cached in the temp
// folder, keyed by the archives and the scripts, so that later runs only copy it.
//
//   import { startShop } from './realshop/shop.mjs';
//   const shop = await startShop(); … await shop.stop();
//
// `npm run realshop` starts one by hand and keeps it until Ctrl-C.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, openSync, closeSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const PHP_DIR = join(HERE, 'php');
const ARCHIVES = ['wordpress-7.1.tar.xz', 'woocommerce-11.0.1-storefront-4.6.2.tar.xz'];
// Bump when what the install makes changes in a way the scripts' text does not show.
const CACHE_VERSION = '1';
export const ADMIN = { user: 'admin', password: 'admin' };

/** Processes started here, by process group: stopped on exit whatever happens. */
const running = new Set();
process.on('exit', () => {
  for (const pid of running) killGroup(pid, 'SIGKILL');
});

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** `shared/realshop` beside the repository (CI) or beside a folder above it (a worktree). */
export function archivesDir() {
  if (process.env.REALSHOP_ARCHIVES) return resolve(process.env.REALSHOP_ARCHIVES);
  for (let dir = resolve(HERE, '..'); dir !== dirname(dir); dir = dirname(dir)) {
    const candidate = resolve(dir, '..', 'shared', 'realshop');
    if (existsSync(join(candidate, ARCHIVES[0]))) return candidate;
  }
  throw new Error('realshop: no ../shared/realshop/ with the WordPress archives beside the repository (or set REALSHOP_ARCHIVES)');
}

function run(command, args, { cwd, env, log } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (log) log(`${command} ${args.join(' ')}\n${out}${err}`);
      if (code === 0) resolvePromise(out);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${out}\n${err}`));
    });
  });
}

/** Starts a long-running process in a group of its own, its output into a log file. */
function startDaemon(command, args, { logFile, env }) {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  running.add(child.pid);
  const exited = new Promise((resolvePromise) => {
    child.on('exit', (code, signal) => {
      running.delete(child.pid);
      resolvePromise({ code, signal });
    });
  });
  return {
    child,
    exited,
    async stop() {
      if (!running.has(child.pid)) return;
      killGroup(child.pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitFor(what, check, daemon, logFile) {
  const deadline = Date.now() + 90_000;
  let exited = false;
  daemon.exited.then(() => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`realshop: ${what} exited at start\n${tail(logFile)}`);
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`realshop: ${what} did not start\n${tail(logFile)}`);
}

const socketAnswers = (path) =>
  new Promise((resolvePromise) => {
    const socket = createConnection({ path });
    socket.once('data', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
  });

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

export function tail(file, lines = 80) {
  if (!existsSync(file)) return `(${file}: none)`;
  // PHP's server logs every connection opening and closing: noise beside the requests.
  const text = readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .filter((line) => !/ (Accepted|Closing)$/.test(line));
  return `--- ${file} (last ${Math.min(lines, text.length)} lines)\n${text.slice(-lines).join('\n')}`;
}

/** MariaDB in `dir`: data in dir/mysql, socket dir/mysqld.sock, nothing on the network. */
async function startDatabase(dir) {
  const datadir = join(dir, 'mysql');
  const socket = join(dir, 'mysqld.sock');
  const logFile = join(dir, 'mariadb.log');
  const user = userInfo().username;
  if (!existsSync(datadir)) {
    await run('mariadb-install-db', [
      '--no-defaults',
      `--user=${user}`,
      `--datadir=${datadir}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      '--skip-name-resolve',
    ]);
  }
  const daemon = startDaemon(
    'mariadbd',
    [
      '--no-defaults',
      `--user=${user}`,
      `--datadir=${datadir}`,
      `--socket=${socket}`,
      `--pid-file=${join(dir, 'mysqld.pid')}`,
      `--log-error=${logFile}`,
      '--skip-networking',
      '--skip-name-resolve',
      '--skip-log-bin',
      // A test shop: speed over durability.
      '--innodb-flush-log-at-trx-commit=0',
      '--innodb-doublewrite=0',
      '--innodb-buffer-pool-size=128M',
      '--innodb-log-file-size=16M',
    ],
    { logFile: join(dir, 'mariadb.out') },
  );
  await waitFor('MariaDB', () => socketAnswers(socket), daemon, logFile);
  return { daemon, socket, logFile };
}

function writeWpConfig(docroot, { socket, origin, debugLog }) {
  const php = (value) => `'${String(value).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  const salts = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
  writeFileSync(
    join(docroot, 'wp-config.php'),
    `<?php
// Written by realshop/shop.mjs for a test shop on the loopback interface.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', ${php(`localhost:${socket}`)} );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${salts.map((name) => `define( '${name}', 'realshop-${name.toLowerCase()}' );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_HOME', ${php(origin)} );
define( 'WP_SITEURL', ${php(origin)} );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', ${php(debugLog)} );
define( 'WP_DEBUG_DISPLAY', false );
@ini_set( 'display_errors', '0' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`,
  );
}

function cacheKey(archives) {
  const hash = createHash('sha256').update(CACHE_VERSION);
  for (const name of ARCHIVES) {
    const { size, mtimeMs } = statSync(join(archives, name));
    hash.update(`${name}:${size}:${mtimeMs}`);
  }
  for (const name of readdirSync(PHP_DIR).sort()) hash.update(name).update(readFileSync(join(PHP_DIR, name)));
  return hash.digest('hex').slice(0, 16);
}

const cacheRoot = () => process.env.REALSHOP_CACHE ?? join(tmpdir(), 'shop-widgets-realshop');

/** The extracted, installed and seeded site (wordpress/, mysql/, seed.json), built once. */
async function installedSite(log) {
  const archives = archivesDir();
  const key = cacheKey(archives);
  const done = join(cacheRoot(), key);
  if (existsSync(join(done, 'seed.json'))) return done;
  const started = Date.now();
  log(`realshop: installing WordPress + WooCommerce + Storefront into ${done} (once)…`);
  const dir = `${done}.building-${process.pid}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const name of ARCHIVES) await run('tar', ['-xJf', join(archives, name), '-C', dir]);
  const docroot = join(dir, 'wordpress');
  mkdirSync(join(docroot, 'wp-content', 'mu-plugins'), { recursive: true });
  writeFileSync(join(docroot, 'wp-content', 'mu-plugins', 'realshop-offline.php'), readFileSync(join(PHP_DIR, 'offline.php')));
  const db = await startDatabase(dir);
  try {
    await run('mariadb', [
      '--no-defaults',
      `--socket=${db.socket}`,
      '-uroot',
      '-e',
      'CREATE DATABASE wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci',
    ]);
    writeWpConfig(docroot, { socket: db.socket, origin: 'http://127.0.0.1', debugLog: join(dir, 'install-debug.log') });
    await run('php', [join(PHP_DIR, 'install.php'), docroot]);
    const seeded = await run('php', ['-d', 'memory_limit=512M', join(PHP_DIR, 'seed.php'), docroot]);
    writeFileSync(join(dir, 'seed.json'), seeded.trim().split('\n').pop());
  } finally {
    await db.daemon.stop();
  }
  rmSync(join(docroot, 'wp-config.php'));
  rmSync(join(dir, 'mysqld.sock'), { force: true });
  rmSync(done, { recursive: true, force: true });
  renameSync(dir, done);
  log(`realshop: installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return done;
}

let evals = 0;

/** Runs PHP code inside a started shop's WordPress (wp-load.php loaded); resolves with what it printed. */
export function runInWordPress({ url, dir, docroot }, code) {
  evals += 1;
  const file = join(dir, `eval-${process.pid}-${evals}.php`);
  const host = new URL(url).host;
  writeFileSync(file, `<?php\n$_SERVER['HTTP_HOST'] = '${host}';\nrequire ${JSON.stringify(join(docroot, 'wp-load.php'))};\n${code}\n`);
  return run('php', [file]).finally(() => rmSync(file, { force: true }));
}

/**
 * Starts a shop: a copy of the installed site in a new temp folder, its database, and PHP's
 * server on a free loopback port. Resolves when the shop answers.
 */
export async function startShop({ log = (message) => console.log(message) } = {}) {
  const installed = await installedSite(log);
  const dir = mkdtempSync(join(tmpdir(), 'realshop-'));
  await run('cp', ['-a', join(installed, 'wordpress'), join(installed, 'mysql'), dir]);
  const docroot = join(dir, 'wordpress');
  const logs = { php: join(dir, 'php-server.log'), debug: join(dir, 'debug.log'), mariadb: join(dir, 'mariadb.log') };
  const stops = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
    stops.length = 0;
  };
  try {
    const db = await startDatabase(dir);
    stops.push(() => db.daemon.stop());
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    writeWpConfig(docroot, { socket: db.socket, origin: url, debugLog: logs.debug });
    const server = startDaemon(
      'php',
      [
        '-d',
        'upload_max_filesize=64M',
        '-d',
        'post_max_size=64M',
        '-d',
        'memory_limit=512M',
        '-S',
        `127.0.0.1:${port}`,
        '-t',
        docroot,
        join(PHP_DIR, 'router.php'),
      ],
      // Several workers: a page and its AJAX calls do not wait on each other.
      { logFile: logs.php, env: { PHP_CLI_SERVER_WORKERS: '4' } },
    );
    stops.push(() => server.stop());
    await waitFor(
      'PHP server',
      () =>
        fetch(`${url}/wp-login.php`).then(
          (response) => response.ok,
          () => false,
        ),
      server,
      logs.php,
    );
    const seed = JSON.parse(readFileSync(join(installed, 'seed.json'), 'utf8'));
    const site = { url, dir, docroot };
    return {
      url,
      dir,
      docroot,
      seed,
      logs,
      /** The shop's logs, for a failure's report. */
      report: () =>
        Object.values(logs)
          .map((file) => tail(file))
          .join('\n'),
      /** Runs PHP code inside WordPress (wp-load.php loaded); resolves with what it printed. */
      php: (code) => runInWordPress(site, code),
      async stop() {
        await stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stop();
    throw new Error(
      `${error.message}\n${Object.values(logs)
        .map((file) => tail(file))
        .join('\n')}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const shop = await startShop();
  console.log(`realshop: ${shop.url}/ (wp-admin: ${ADMIN.user} / ${ADMIN.password}); logs in ${shop.dir}. Ctrl-C stops it.`);
  const stopAndExit = async () => {
    await shop.stop();
    process.exit(0);
  };
  process.once('SIGINT', stopAndExit);
  process.once('SIGTERM', stopAndExit);
}
