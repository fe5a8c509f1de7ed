import type { Language } from '@farmsight/contracts';

/**
 * The slice of the Web Speech API's recognition the microphone button uses. TypeScript's DOM library does not declare
 * it (Chrome ships it as webkitSpeechRecognition), so the page's own declaration lives here.
 */
export interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start(): void;
  stop(): void;
}

type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's speech recogniser, or undefined where it has none (Firefox, most in-app browsers). */
export function speechRecognition(): SpeechRecognitionConstructor | undefined {
  const speechWindow = window as unknown as { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition;
}

/** Whether the browser can read text aloud. */
export const canSpeak = () => typeof window.speechSynthesis !== 'undefined' && typeof window.SpeechSynthesisUtterance !== 'undefined';

/** The Indian variant of each app language, which the recogniser and the voices are asked for. */
export const speechLocale: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Text with Devanagari in it is read in Hindi, other text in English, whatever the app's language. */
export const languageOfText = (text: string): Language => (/[\u0900-\u097F]/.test(text) ? 'hi' : 'en');

/** A voice for the locale: the exact one (hi-IN), else one of the same language (hi), else none (the browser's default). */
export function voiceFor(locale: string, voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | undefined {
  const normalise = (lang: string) => lang.replace('_', '-').toLowerCase();
  const wanted = normalise(locale);
  const language = wanted.split('-')[0];
  return voices.find((voice) => normalise(voice.lang) === wanted) ?? voices.find((voice) => normalise(voice.lang).split('-')[0] === language);
}
