import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normaliseName } from '../../../knowledge';
import { knowledgeDataDir } from '../../../paths';
import { schemes } from '../data/vocabulary';
import { evalSetSchema } from './evaluate';

/** Word runs this long shared with a question would be a stored (near) copy of it. */
const NGRAM = 5;
/** Shorter questions are checked whole from this many words. */
const SHORTEST_CHECKED = 4;

const assistantDir = fileURLToPath(new URL('..', import.meta.url));
const set = evalSetSchema.parse(JSON.parse(readFileSync(new URL('./questions.json', import.meta.url), 'utf8')));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The answer code and data: the assistant's sources, its prose pages and vocabulary, and the crop catalogue. */
const answerFiles = [
  ...files(assistantDir).filter((path) => !path.includes('/eval/') && !path.endsWith('.test.ts') && /\.(ts|md|json)$/.test(path)),
  // The official tables under data/india are machine-read from Government documents by scripts/import-india-official.ts
  // (CIB&RC's pest names such as "stem borer and leaf folder"), so nothing in them was written against a question.
  ...files(knowledgeDataDir).filter((path) => path.endsWith('.json') && !path.includes('/india/')),
];

/** Official scheme names ("Pradhan Mantri Kisan Samman Nidhi") are names, not copies of a question. */
const nameWords = new Set(['pradhan', 'mantri', 'yojana', ...schemes.flatMap((scheme) => scheme.names.flatMap((name) => normaliseName(name).split(' ')))]);

function runs(question: string): string[] {
  const words = normaliseName(question).split(' ').filter(Boolean);
  if (words.length < SHORTEST_CHECKED) return [];
  const all = words.length <= NGRAM ? [words] : words.slice(0, words.length - NGRAM + 1).map((_, start) => words.slice(start, start + NGRAM));
  return all.filter((run) => !run.every((word) => nameWords.has(word))).map((run) => run.join(' '));
}

describe('the evaluation cannot be met by storing answers', () => {
  it('no question of the set, or a run of five of its words, appears in the answer code or data', () => {
    const texts = answerFiles.map((path) => ({ path, text: ` ${normaliseName(readFileSync(path, 'utf8'))} ` }));
    const copies = set.cases.flatMap((entry) =>
      runs(entry.question).flatMap((run) =>
        texts.filter(({ text }) => text.includes(` ${run} `)).map(({ path }) => `"${run}" (from "${entry.question}") in ${path}`),
      ),
    );
    expect(answerFiles.length).toBeGreaterThan(20);
    expect(copies).toEqual([]);
  });
});
