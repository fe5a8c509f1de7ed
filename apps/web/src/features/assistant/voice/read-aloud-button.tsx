import { Square, Volume2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/button';
import { canSpeak, languageOfText, speechLocale, voiceFor } from './speech';

/** Reads an answer aloud in its own language (Hindi or Indian English); renders nothing where the browser cannot speak. */
export function ReadAloudButton({ text }: { text: string }) {
  const { t } = useTranslation('assistant');
  const [speaking, setSpeaking] = useState(false);

  // Leaving the page, or a new answer replacing this one, stops the reading.
  useEffect(() => () => (canSpeak() ? window.speechSynthesis.cancel() : undefined), [text]);

  if (!canSpeak()) return null;

  function toggle() {
    const synthesis = window.speechSynthesis;
    synthesis.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = speechLocale[languageOfText(text)];
    const voice = voiceFor(utterance.lang, synthesis.getVoices());
    if (voice) utterance.voice = voice;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synthesis.speak(utterance);
  }

  return (
    <IconButton aria-label={speaking ? t('voice.stopReading') : t('voice.readAloud')} aria-pressed={speaking} onClick={toggle} className="size-11 shrink-0">
      {speaking ? <Square aria-hidden="true" className="mx-auto size-5" /> : <Volume2 aria-hidden="true" className="mx-auto size-6" />}
    </IconButton>
  );
}
