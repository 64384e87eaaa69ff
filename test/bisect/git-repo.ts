import { execFileSync } from 'node:child_process';
import { scratchDir } from '../helpers/scratch.js';

// A real git repository for bisect's tests: a small C program that does a counted amount of work
// per benchmark (a loop of additions, its count in work.h, which some commits change) and reports
// its CPU time as go test -bench lines, in units of a fixed loop timed around it (bench.c says
// why): on this shared machine a run's speed moved by up to 1.9 times within milliseconds, which a
// test of bisect, not of the machine, sets aside. The planner's tests cover noisy comparisons.

const BENCH_C = `#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "work.h"

#define REFERENCE 20000L
/* The reference loop's time on an idle core of the machine this was written on. */
#define REFERENCE_NS 6000.0

static double cpu_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e9 + t.tv_nsec;
}

static double once(long count) {
  volatile unsigned long sink = 0;
  double start = cpu_ns();
  for (long i = 0; i < count; i++) sink += (unsigned long)i;
  return cpu_ns() - start;
}

static int ascending(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(void) {
  const char *names[3] = {"A", "B", "C"};
  const long counts[3] = {WORK_A, WORK_B, WORK_C};
  static double ratios[3][REPS];
  for (int rep = 0; rep < REPS; rep++)
    for (int b = 0; b < 3; b++) {
      double before = once(REFERENCE);
      double work = once(counts[b]);
      double after = once(REFERENCE);
      ratios[b][rep] = 2 * work / (before + after);
    }
  /* Each benchmark's time in units of the fixed reference loop timed around it (the mean of the middle
     half of the repetitions), shown at the reference's idle time: the machine's speed, which moves by up to
     1.9 times within milliseconds on a shared machine, cancels; the work's count stays. */
  for (int b = 0; b < 3; b++) {
    qsort(ratios[b], REPS, sizeof(double), ascending);
    double sum = 0;
    for (int i = REPS / 4; i < REPS - REPS / 4; i++) sum += ratios[b][i];
    printf("Benchmark%s 1 %.1f ns/op\\n", names[b], sum / (REPS - 2 * (REPS / 4)) * REFERENCE_NS);
  }
  return 0;
}
`;

/** A change of one benchmark's work: from commit `at` (1 is the first after good) on, times `factor`. */
export interface WorkChange {
  readonly benchmark: 'A' | 'B' | 'C';
  readonly at: number;
  readonly factor: number;
}

export interface TestRepo {
  readonly dir: string;
  /** The commits, oldest (good) first. */
  readonly commits: readonly string[];
}

const git = (dir: string, ...args: string[]): string =>
  execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' },
  }).trim();

/** A file's content in git fast-import's stream: its length in bytes, then the bytes. */
const data = (text: string): string => `data ${Buffer.byteLength(text)}\n${text}`;

/**
 * `count` + 1 commits: the first (good) with every benchmark at `base` iterations, then `count` more, each changing a note and
 * some the work. Made by one `git fast-import`, not three git commands a commit: each process a test worker starts copies its
 * page tables, which cost more than git's own work here.
 */
export function makeRepo(count: number, changes: readonly WorkChange[], base = 20_000, reps = 30): TestRepo {
  const dir = scratchDir('bisect-repo');
  git(dir, 'init', '--quiet', '--initial-branch=main');
  git(dir, 'config', 'commit.gpgsign', 'false');
  const stream: string[] = [];
  for (let at = 0; at <= count; at++) {
    const work = (benchmark: WorkChange['benchmark']) =>
      Math.round(changes.filter((change) => change.benchmark === benchmark && change.at <= at).reduce((sum, change) => sum * change.factor, base));
    stream.push(
      'commit refs/heads/main',
      `mark :${at + 1}`,
      `committer t <t@example.com> ${1_700_000_000 + 60 * at} +0000`,
      data(`commit ${at}`),
      ...(at === 0 ? [] : [`from :${at}`]),
      'M 100644 inline bench.c',
      data(BENCH_C),
      'M 100644 inline work.h',
      data(`#define REPS ${reps}\n#define WORK_A ${work('A')}L\n#define WORK_B ${work('B')}L\n#define WORK_C ${work('C')}L\n`),
      'M 100644 inline notes.txt',
      data(`commit ${at}\n`),
    );
  }
  execFileSync('git', ['fast-import', '--quiet'], { cwd: dir, input: `${stream.join('\n')}\n` });
  git(dir, 'reset', '--hard', '--quiet');
  return { dir, commits: git(dir, 'rev-list', '--reverse', 'main').split('\n') };
}

/** The command line of a bisect of the test repository (built with cc in each worktree). */
export const BISECT_ARGS = ['--build', 'cc -O1 -o bench bench.c', '--command', './bench', '--format', 'go', '--warmup', '0'];
