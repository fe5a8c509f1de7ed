import type { BenchSuite } from '../lib';
import { suite as baseline } from './baseline';

/** Suites in report order; each module adds its own line. */
export const suites: BenchSuite[] = [baseline];
