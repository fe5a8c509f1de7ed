/** Weather questions: the farm's forecast when the app has one, else the public forecast services. */
import { forecastServices } from '../data/vocabulary';
import type { Replies } from '../data/replies';
import { draft, understoodLine, type Draft, type ResolvedQuestion } from './draft';

/** Without a forecast at the farm: the services that give one. */
export function noForecast(question: ResolvedQuestion, t: Replies): Draft | undefined {
  if (question.topic === 'weather') {
    const services = forecastServices.map((service) => `${question.language === 'hi' ? service.hi : service.name} (${service.url})`).join('; ');
    return draft(
      'honest',
      [t.noForecast(services)],
      forecastServices.map((service) => ({ title: service.name, source: service.name, url: service.url })),
      understoodLine(question),
    );
  }
  return undefined;
}
