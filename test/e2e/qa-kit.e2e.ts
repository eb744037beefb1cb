import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const project = mkdtempSync(join(tmpdir(), 'shop-widgets-qa-'));

/** The test the README's "For QA" section shows in full: its first ts block. */
function readmeQaTest(): string {
  const readme = readFileSync(join(repo, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## For QA'));
  const block = /```ts\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('README "For QA" has no ts block');
  return block[1]!;
}

/**
 * Links a package of the repo's install into the project (offline: no registry). Only what a
 * QA project installs itself (vitest, jsdom, msw, typescript) and what npm would install for
 * the tarball's own dependencies; their dependencies resolve from where they really are.
 */
function linkPackage(name: string): void {
  const target = join(project, 'node_modules', name);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(realpathSync(join(repo, 'node_modules', name)), target, 'dir');
}

/** Runs a command in the project with a clean environment (no trace of the outer vitest). */
async function inProject(file: string, args: string[]): Promise<{ code: number; output: string }> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV' && key !== 'TEST'));
  try {
    const { stdout, stderr } = await run(process.execPath, [file, ...args], { cwd: project, env: { ...env, NO_COLOR: '1', CI: '1' }, maxBuffer: 1 << 24 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('shop-widgets/testing in a project of its own', () => {
  it('installs from the npm pack tarball and passes the README test (typed and run)', { timeout: 120_000 }, async () => {
    const { stdout } = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', project], { cwd: repo });
    const tarball = join(project, (JSON.parse(stdout) as { filename: string }[])[0]!.filename);

    // What `npm install <tarball>` puts in node_modules: the package folder of the tarball.
    const installed = join(project, 'node_modules', 'shop-widgets');
    mkdirSync(installed, { recursive: true });
    await run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    for (const name of [...Object.keys(manifest.dependencies), 'vitest', 'jsdom', 'msw', 'typescript']) linkPackage(name);

    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'qa-of-a-theme', private: true, type: 'module' }));
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          types: [],
        },
        include: ['qa'],
      }),
    );
    mkdirSync(join(project, 'qa'));
    writeFileSync(join(project, 'qa', 'mini-cart.test.ts'), readmeQaTest());

    const typecheck = await inProject('node_modules/typescript/bin/tsc', ['-p', 'tsconfig.json']);
    expect(typecheck.output).toBe('');
    expect(typecheck.code).toBe(0);

    const tests = await inProject('node_modules/vitest/vitest.mjs', ['run', '--reporter=verbose']);
    expect(tests.output, tests.output).toMatch(/Tests\s+3 passed \(3\)/);
    expect(tests.code, tests.output).toBe(0);
    expect(tests.output).not.toMatch(/Body is unusable|\[MSW\]/);
  });

  it('the README test is the one the repo runs in qa/', () => {
    expect(readmeQaTest()).toBe(readFileSync(join(repo, 'qa', 'mini-cart.test.ts'), 'utf8'));
  });
});
