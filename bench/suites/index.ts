import type { BenchSuite } from '../lib';
import { suite as assistant } from './assistant';
import { suite as baseline } from './baseline';
import { suite as disease } from './disease';
import { suite as growth } from './growth';
import { suite as irrigation } from './irrigation';
import { suite as knowledge } from './knowledge';
import { suite as news } from './news';
import { suite as pesticides } from './pesticides';
import { suite as phone } from './phone';
import { suite as production } from './production';
import { suite as scaleOut } from './scale-out';
import { suite as seasons } from './seasons';
import { suite as soil } from './soil';

/** Suites in report order; each module adds its own line. */
export const suites: BenchSuite[] = [baseline, knowledge, growth, seasons, irrigation, soil, pesticides, assistant, disease, news, production, phone, scaleOut];
