import { Mic, MicOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import { speechLocale, speechRecognition, type SpeechRecognitionLike } from './speech';

/**
 * A microphone that fills the question box with what the farmer says, in Indian English or Hindi as the app is set.
 * Renders nothing where the browser has no speech recogniser.
 */
export function VoiceInputButton({ onText }: { onText: (text: string) => void }) {
  const { t } = useTranslation('assistant');
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const Recognition = speechRecognition();

  useEffect(() => () => recognition.current?.stop(), []);

  if (!Recognition) return null;

  function toggle() {
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const recogniser = new Recognition!();
    recogniser.lang = speechLocale[currentLanguage()];
    recogniser.interimResults = false;
    recogniser.maxAlternatives = 1;
    recogniser.onresult = (event) => {
      const heard = Array.from(event.results, (result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (heard) onText(heard);
    };
    // Errors (no speech, microphone refused) end the session too; the button simply returns to its resting state.
    recogniser.onerror = () => undefined;
    recogniser.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = recogniser;
    setListening(true);
    recogniser.start();
  }

  return (
    <IconButton aria-label={listening ? t('voice.stopListening') : t('voice.speak')} aria-pressed={listening} onClick={toggle} className="size-11 shrink-0">
      {listening ? <MicOff aria-hidden="true" className="mx-auto size-6 text-red-700" /> : <Mic aria-hidden="true" className="mx-auto size-6" />}
    </IconButton>
  );
}
