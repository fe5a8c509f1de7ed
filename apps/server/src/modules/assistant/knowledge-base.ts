import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnswerSource } from '@farmsight/contracts';
import MiniSearch, { type SearchOptions } from 'minisearch';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { contentTerms, processTerm } from './text';

const frontMatterSchema = z.object({
  title: z.string().min(1),
  crop: z.string().optional(),
  sources: z.array(z.object({ name: z.string().min(1), url: z.url() })).min(1),
});

/** One '## ' section of a knowledge page: the unit that retrieval ranks. */
export interface KnowledgeSection {
  id: string;
  pageId: string;
  pageTitle: string;
  crop: string | undefined;
  heading: string;
  sentences: string[];
  sources: AnswerSource[];
}

export interface SectionHit {
  section: KnowledgeSection;
  score: number;
  /** Share of the question's content terms found in the section (0 to 1). */
  coverage: number;
}

interface SentenceDoc {
  id: string;
  sectionId: string;
  position: number;
  heading: string;
  text: string;
}

const searchOptions: SearchOptions = {
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  prefix: (term) => term.length > 4,
  combineWith: 'OR',
};

/** Splits text into sentences at '.', '!' or '?' followed by a space and a capital or digit. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Reads one markdown page: YAML front matter, then '## ' sections of prose. */
export function parsePage(pageId: string, markdown: string): KnowledgeSection[] {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`knowledge page ${pageId} has no front matter`);
  const meta = frontMatterSchema.parse(parseYaml(match[1]!));
  const sources = meta.sources.map((source) => ({ title: meta.title, source: source.name, url: source.url }));
  const sections: KnowledgeSection[] = [];
  for (const [index, chunk] of match[2]!.split(/^## /m).slice(1).entries()) {
    const [heading = '', ...body] = chunk.split('\n');
    const text = body.join(' ').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    sections.push({ id: `${pageId}#${index}`, pageId, pageTitle: meta.title, crop: meta.crop, heading: heading.trim(), sentences: splitSentences(text), sources });
  }
  if (sections.length === 0) throw new Error(`knowledge page ${pageId} has no sections`);
  return sections;
}

export interface KnowledgeBase {
  sections: KnowledgeSection[];
  /** Milliseconds spent reading and indexing the pages. */
  loadMs: number;
  /** Sections ranked by BM25 for a question; sections of the named crop are preferred, other crops' pushed down. */
  search(question: string, crop?: string): SectionHit[];
  /** The sentences of the given sections that best answer the question, best first. */
  rankSentences(question: string, sectionIds: string[]): { sectionId: string; position: number; text: string; score: number }[];
}

/** Loads every *.md page of a folder and indexes its sections and sentences once. */
export function loadKnowledgeBase(dir: string): KnowledgeBase {
  const started = performance.now();
  const files = readdirSync(dir).filter((file) => file.endsWith('.md')).sort();
  const sections = files.flatMap((file) => parsePage(file.replace(/\.md$/, ''), readFileSync(join(dir, file), 'utf8')));
  const sectionById = new Map(sections.map((section) => [section.id, section]));

  const sectionIndex = new MiniSearch<KnowledgeSection & { text: string }>({
    fields: ['pageTitle', 'heading', 'text'],
    storeFields: ['crop'],
    processTerm,
    searchOptions: { ...searchOptions, boost: { heading: 2, pageTitle: 1.5 } },
  });
  sectionIndex.addAll(sections.map((section) => ({ ...section, text: section.sentences.join(' ') })));

  const sentenceIndex = new MiniSearch<SentenceDoc>({
    fields: ['heading', 'text'],
    storeFields: ['sectionId', 'position', 'text'],
    processTerm,
    searchOptions: { ...searchOptions, boost: { text: 2 } },
  });
  sentenceIndex.addAll(
    sections.flatMap((section) =>
      section.sentences.map((text, position) => ({ id: `${section.id}.${position}`, sectionId: section.id, position, heading: section.heading, text })),
    ),
  );

  return {
    sections,
    loadMs: performance.now() - started,
    search(question, crop) {
      const queryTerms = new Set(contentTerms(question));
      if (queryTerms.size === 0) return [];
      const results = sectionIndex.search(question, {
        boostDocument: crop ? (_id, _term, stored) => (stored?.crop === crop ? 2.5 : stored?.crop ? 0.25 : 1) : undefined,
      });
      return results.map((result) => ({
        section: sectionById.get(result.id as string)!,
        score: result.score,
        coverage: Math.min(1, new Set(result.queryTerms).size / queryTerms.size),
      }));
    },
    rankSentences(question, sectionIds) {
      const wanted = new Set(sectionIds);
      return sentenceIndex
        .search(question, { filter: (result) => wanted.has(result.sectionId as string) })
        .map((result) => ({ sectionId: result.sectionId as string, position: result.position as number, text: result.text as string, score: result.score }));
    },
  };
}

const loaded = new Map<string, KnowledgeBase>();

/** The knowledge base of a folder, read and indexed on first use and shared after that. */
export function sharedKnowledgeBase(dir: string): KnowledgeBase {
  let knowledge = loaded.get(dir);
  if (!knowledge) {
    knowledge = loadKnowledgeBase(dir);
    loaded.set(dir, knowledge);
  }
  return knowledge;
}
