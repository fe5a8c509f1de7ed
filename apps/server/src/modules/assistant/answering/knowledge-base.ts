import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnswerSource } from '@farmsight/contracts';
import MiniSearch, { type SearchOptions as MiniSearchOptions } from 'minisearch';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { Language } from '../data/replies';
import { contentTerms, processTerm } from '../understanding/text';

const frontMatterSchema = z.object({
  title: z.string().min(1),
  /** Countries the page is about (ISO codes); left out when it holds for all. Farmers elsewhere never get it. */
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
  /** The scheme's official helpline, cited by the page's sources. */
  helpline: z.string().optional(),
  sources: z.array(z.object({ name: z.string().min(1), url: z.url() })).min(1),
});

/** One '## ' section of a knowledge page: the unit that retrieval ranks. */
export interface KnowledgeSection {
  id: string;
  pageId: string;
  /** The page's language: English pages in the folder, their Hindi renderings in its hi/ folder. */
  language: Language;
  pageTitle: string;
  countries: string[] | undefined;
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

const searchOptions: MiniSearchOptions = {
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  prefix: (term) => term.length > 4,
  combineWith: 'OR',
};

/** Splits text into sentences at '.', '!', '?' or '।' followed by a space and a capital, a digit or Devanagari. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?।])\s+(?=[A-Z0-9"(\u0904-\u0939])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A page as a whole: what the contact answer needs besides its sections. */
export interface KnowledgePage {
  title: string;
  helpline: string | undefined;
  sources: AnswerSource[];
}

/** Reads one markdown page: YAML front matter, then '## ' sections of prose. */
export function parsePage(pageId: string, markdown: string, language: Language = 'en'): { page: KnowledgePage; sections: KnowledgeSection[] } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(markdown.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`knowledge page ${pageId} has no front matter`);
  const meta = frontMatterSchema.parse(parseYaml(match[1]!));
  const sources = meta.sources.map((source) => ({ title: meta.title, source: source.name, url: source.url }));
  const sections: KnowledgeSection[] = [];
  for (const [index, chunk] of match[2]!.split(/^## /m).slice(1).entries()) {
    const [heading = '', ...body] = chunk.split('\n');
    const text = body.join(' ').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    sections.push({
      id: `${language === 'en' ? '' : `${language}:`}${pageId}#${index}`,
      pageId,
      language,
      pageTitle: meta.title,
      countries: meta.countries,
      heading: heading.trim(),
      sentences: splitSentences(text),
      sources,
    });
  }
  if (sections.length === 0) throw new Error(`knowledge page ${pageId} has no sections`);
  return { page: { title: meta.title, helpline: meta.helpline, sources }, sections };
}

export interface SearchOptions {
  /** Only this page's sections. */
  page?: string;
  /** The farmer's country: pages about other countries are left out. */
  country?: string;
  /** The pages' language; English when left out. */
  language?: Language;
}

export interface KnowledgeBase {
  sections: KnowledgeSection[];
  pages: Map<string, KnowledgePage>;
  /** Milliseconds spent reading and indexing the pages. */
  loadMs: number;
  /** The same section of the page in another language: its Hindi rendering, or the English original. */
  twin(section: KnowledgeSection, language: Language): KnowledgeSection | undefined;
  /** Sections ranked by BM25 for a question, within a page or a country when asked. */
  search(question: string, options?: SearchOptions): SectionHit[];
  /** The sentences of the given sections that best answer the question, best first. */
  rankSentences(question: string, sectionIds: string[]): { sectionId: string; position: number; text: string; score: number }[];
}

/** Loads every *.md page of a folder and indexes its sections and sentences once. */
export function loadKnowledgeBase(dir: string): KnowledgeBase {
  const started = performance.now();
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .sort();
  const parsed = files.map((file) => ({ id: file.replace(/\.md$/, ''), ...parsePage(file.replace(/\.md$/, ''), readFileSync(join(dir, file), 'utf8')) }));
  const hindi = hindiPages(dir, new Map(parsed.map((page) => [page.id, page])));
  const sections = [...parsed, ...hindi].flatMap((page) => page.sections);
  const pages = new Map(parsed.map((page) => [page.id, page.page]));
  const sectionById = new Map(sections.map((section) => [section.id, section]));

  const sectionIndex = new MiniSearch<KnowledgeSection & { text: string }>({
    fields: ['pageTitle', 'heading', 'text'],
    storeFields: ['pageId', 'countries', 'language'],
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
    pages,
    loadMs: performance.now() - started,
    twin(section, language) {
      if (section.language === language) return section;
      const index = section.id.slice(section.id.lastIndexOf('#'));
      return sectionById.get(`${language === 'en' ? '' : `${language}:`}${section.pageId}${index}`);
    },
    search(question, { page, country, language = 'en' } = {}) {
      const queryTerms = new Set(contentTerms(question));
      if (queryTerms.size === 0) return [];
      const results = sectionIndex.search(question, {
        filter: (result) =>
          result.language === language &&
          (!page || result.pageId === page) &&
          (!country || !result.countries || (result.countries as string[]).includes(country)),
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

/**
 * The Hindi renderings in the folder's hi/ folder: each the same file name as its English page, with the same sources
 * and the same sections in the same order, so a section found in one language is answered in the other.
 */
function hindiPages(dir: string, english: Map<string, { page: KnowledgePage; sections: KnowledgeSection[] }>) {
  const hiDir = join(dir, 'hi');
  if (!existsSync(hiDir)) return [];
  return readdirSync(hiDir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => {
      const id = file.replace(/\.md$/, '');
      const page = parsePage(id, readFileSync(join(hiDir, file), 'utf8'), 'hi');
      const original = english.get(id);
      if (!original) throw new Error(`knowledge page hi/${file} renders no English page`);
      if (page.sections.length !== original.sections.length)
        throw new Error(`knowledge page hi/${file} has ${page.sections.length} sections, its English page ${original.sections.length}`);
      const urls = (sources: AnswerSource[]) => sources.map((source) => source.url).join(' ');
      if (urls(page.page.sources) !== urls(original.page.sources)) throw new Error(`knowledge page hi/${file} cites other sources than its English page`);
      return page;
    });
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
