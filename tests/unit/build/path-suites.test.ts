/**
 * Every machine has a path suite (docs/architecture.md §4): a file in tests/model that imports the machine and
 * registers it with `describeMachinePaths`, which walks its generated paths on the real screens, checks that every
 * transition and every event type the machine accepts is walked, and writes its report to reports/paths/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = process.cwd();

const machineModules = readdirSync(join(ROOT, 'machines'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(ROOT, 'machines', d.name))
      .filter((f) => f.endsWith('.machine.ts'))
      .map((f) => `@machines/${d.name}/${f.replace(/\.ts$/, '')}`),
  );

const suites = readdirSync(join(ROOT, 'tests/model'))
  .filter((f) => f.endsWith('.paths.test.tsx') || f.endsWith('.paths.test.ts'))
  .map((f) => ({ file: f, text: readFileSync(join(ROOT, 'tests/model', f), 'utf8') }));

test('there are machines and path suites to match', () => {
  expect(machineModules.length).toBeGreaterThan(10);
  expect(suites.length).toBeGreaterThan(10);
});

test.each(machineModules)('%s has a path suite', (module) => {
  const own = suites.filter((s) => s.text.includes(`from '${module}'`) && s.text.includes('describeMachinePaths('));
  expect(
    own.map((s) => s.file),
    `no file in tests/model imports ${module} and registers it with describeMachinePaths`,
  ).not.toEqual([]);
});
