import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

// The README's TypeScript snippets compile as a partner copies them, under strict TypeScript,
// against the declarations the package ships (types/radio-sdk.d.ts: run `pnpm --filter @radio/sdk
// typecheck` or `build` first). Each ```ts / ```tsx block is a module of its own.
const root = join(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const snippets = [...readme.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)].map((m, i) => ({
  file: `snippet-${i}.${m[1]}`,
  code: `${m[2]}\nexport {};\n`,
}));

// Inside sdk/node_modules so that `react` and its types resolve as in a partner's project.
mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
const dir = mkdtempSync(join(root, 'node_modules/.cache/readme-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the README's TypeScript snippets", () => {
  it('are there: the events, RadioSDK.on, the readiness promise, the JSX', () => {
    const all = snippets.map((s) => s.code).join('\n');
    for (const used of [
      "RadioSDK?.on('limit-reached'",
      "addEventListener('radio-play'",
      '.ready',
      '<radio-player',
    ])
      expect(all).toContain(used);
  });

  it('compile under strict TypeScript against the shipped declarations', { timeout: 60_000 }, () => {
    for (const s of snippets) writeFileSync(join(dir, s.file), s.code);
    const program = ts.createProgram(
      snippets.map((s) => join(dir, s.file)),
      {
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        jsx: ts.JsxEmit.ReactJSX,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
        paths: { '@radio/sdk': [join(root, 'types/radio-sdk.d.ts')] },
        types: [],
      },
    );
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file?.fileName.split('/').pop()}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      );
    expect(errors).toEqual([]);
  });
});
