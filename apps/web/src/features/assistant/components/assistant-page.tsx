import type { ChatResponse } from '@farmsight/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { failureMessage } from '@/lib/api-client';
import { useKeptState } from '@/lib/kept-state';
import { useSendChatMessage } from '../api/send-chat-message';
import { ReadAloudButton } from '../voice/read-aloud-button';
import { VoiceInputButton } from '../voice/voice-input-button';

interface ChatTurn {
  user: string;
  answer: ChatResponse;
}

/** Hindi answers are marked as such, so screen readers and fonts treat them right. */
const languageOf = (text: string) => (/[\u0900-\u097F]/.test(text) ? 'hi' : undefined);
/** A source's title or publisher is either Hindi or, as the catalogue's sources are, English. */
const titleLanguage = (text: string) => languageOf(text) ?? 'en';

function Sources({ sources }: { sources: ChatResponse['sources'] }) {
  const { t } = useTranslation('assistant');
  if (sources.length === 0) return null;
  return (
    <div className="mt-3 text-sm">
      <p className="font-medium text-gray-700">{t('sources')}</p>
      <ul className="list-disc pl-5">
        {sources.map((source) => (
          <li key={`${source.title}|${source.source}`} className="wrap-anywhere">
            {/* The sources' own titles and publishers, as printed: in their language, marked so. */}
            <cite className="not-italic" lang={titleLanguage(source.source)}>
              {source.url ? (
                <a href={source.url} target="_blank" rel="noreferrer" className="text-green-800 underline">
                  {source.source}
                </a>
              ) : (
                source.source
              )}
            </cite>{' '}
            <span className="text-gray-500" lang={titleLanguage(source.title)}>
              ({source.title})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The question the answer answers and what it understood ("For moong in Punjab"). */
function Understood({ answer }: { answer: ChatResponse }) {
  const { t } = useTranslation('assistant');
  return (
    <p className="mt-2 text-sm text-gray-600" data-testid="chat-understood">
      <span className="font-medium">{t('answering')}</span> <span lang={languageOf(answer.question)}>{answer.question}</span>
      {answer.understood && (
        <>
          {' · '}
          <span lang={languageOf(answer.understood)}>{answer.understood}</span>
        </>
      )}
    </p>
  );
}

export function AssistantPage() {
  const { t } = useTranslation('assistant');
  const [message, setMessage] = useState('');
  const [latest, setLatest] = useState<ChatResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Kept on the phone with the farmer's other data, so the conversation is still there offline and after a reload.
  const [history, setHistory] = useKeptState<ChatTurn[]>(['assistant', 'history'], []);
  const [showHistory, setShowHistory] = useState(false);
  const chat = useSendChatMessage();

  function send(event: FormEvent) {
    event.preventDefault();
    const userMessage = message.trim();
    if (!userMessage || chat.isPending) return;
    chat.mutate(userMessage, {
      onSuccess: (answer) => {
        setLatest(answer);
        setError(null);
        setHistory((turns) => [...turns, { user: userMessage, answer }]);
        setMessage('');
      },
      onError: (failure) => setError(failureMessage(failure, t('failure'))),
    });
  }

  return (
    <>
      <PageHeader title={t('pageTitle')} />
      <section className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 sm:p-6">
        <h2 className="text-2xl font-semibold text-green-800">{t('title')}</h2>
        <form onSubmit={send} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 items-end gap-2">
            <div className="min-w-0 flex-1">
              <Field label={t('label')} placeholder={t('placeholder')} value={message} onChange={(event) => setMessage(event.target.value)} />
            </div>
            <VoiceInputButton onText={setMessage} />
          </div>
          <Button type="submit" disabled={chat.isPending}>
            {t('send')}
          </Button>
        </form>
        <div className="rounded-md border border-gray-200 bg-white p-4" aria-live="polite">
          <div className="flex items-center justify-between gap-2">
            <h3 className="font-semibold text-gray-900">{t('responseHeading')}</h3>
            {latest && !error && <ReadAloudButton text={latest.response} />}
          </div>
          {error ? (
            <p role="alert" className="mt-2 text-red-700">
              {error}
            </p>
          ) : (
            latest && (
              <>
                <p className="mt-2 whitespace-pre-line wrap-anywhere text-gray-800" data-testid="chat-response" lang={languageOf(latest.response)}>
                  {latest.response}
                </p>
                <Understood answer={latest} />
                <Sources sources={latest.sources} />
              </>
            )
          )}
        </div>
        <div>
          <Button variant="secondary" onClick={() => setShowHistory((shown) => !shown)} aria-expanded={showHistory}>
            {showHistory ? t('hideHistory') : t('showHistory')}
          </Button>
          {showHistory && (
            <ol className="mt-3 flex flex-col gap-3" aria-label={t('historyLabel')}>
              {history.map((turn, index) => (
                <li key={index} className="rounded-md border border-gray-200 bg-white p-3 text-sm wrap-anywhere">
                  <p>
                    <span className="font-semibold">{t('you')}: </span>
                    {turn.user}
                  </p>
                  <div className="mt-1 flex items-start gap-2">
                    <p className="min-w-0 flex-1 whitespace-pre-line" lang={languageOf(turn.answer.response)}>
                      <span className="font-semibold">{t('title')}: </span>
                      {turn.answer.response}
                    </p>
                    <ReadAloudButton text={turn.answer.response} />
                  </div>
                  <Sources sources={turn.answer.sources} />
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </>
  );
}
