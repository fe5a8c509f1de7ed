import { assistantPaths, type ChatResponse } from '@farmsight/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, json } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';
import { voiceFor } from './speech';

/** A stand-in for the browser's SpeechRecognition: it remembers each instance, and a test says what was heard. */
class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  interimResults = true;
  maxAlternatives = 0;
  started = false;
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  hear(transcript: string) {
    this.onresult?.({ results: [[{ transcript }]] });
    this.onend?.();
  }
}

class FakeUtterance {
  lang = '';
  voice: { lang: string; name: string } | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

const voices = [
  { lang: 'en-US', name: 'English (US)' },
  { lang: 'en-IN', name: 'English (India)' },
  { lang: 'hi_IN', name: 'Hindi (India)' },
] as SpeechSynthesisVoice[];

function installSynthesis() {
  const spoken: FakeUtterance[] = [];
  Object.assign(window, {
    SpeechSynthesisUtterance: FakeUtterance,
    speechSynthesis: { speak: (utterance: FakeUtterance) => spoken.push(utterance), cancel: () => undefined, getVoices: () => voices },
  });
  return spoken;
}

const hindiAnswer: ChatResponse = { response: 'गेहूं की बुवाई नवंबर में करें।', sources: [], question: 'गेहूं कब बोएं', understood: null };

afterEach(() => {
  FakeRecognition.instances = [];
  for (const name of ['SpeechRecognition', 'webkitSpeechRecognition', 'speechSynthesis', 'SpeechSynthesisUtterance']) Reflect.deleteProperty(window, name);
});

describe('voice on /ai', () => {
  it('shows neither the microphone nor read-aloud where the browser has no speech API', async () => {
    answer('post', 'assistant', assistantPaths.chat, json(hindiAnswer));
    await renderApp('/ai', farmer);
    await userEvent.type(await screen.findByLabelText('Your question'), 'wheat{Enter}');
    expect(await screen.findByTestId('chat-response')).toHaveTextContent('गेहूं की बुवाई नवंबर में करें।');
    expect(screen.queryByRole('button', { name: 'Speak your question' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read the answer aloud' })).not.toBeInTheDocument();
  });

  it('fills the question box with what was heard, in Indian English', async () => {
    Object.assign(window, { webkitSpeechRecognition: FakeRecognition });
    await renderApp('/ai', farmer);
    await userEvent.click(await screen.findByRole('button', { name: 'Speak your question' }));
    const [recogniser] = FakeRecognition.instances;
    expect(recogniser).toMatchObject({ lang: 'en-IN', interimResults: false, maxAlternatives: 1, started: true });
    expect(screen.getByRole('button', { name: 'Stop listening' })).toHaveAttribute('aria-pressed', 'true');
    act(() => recogniser!.hear('when to sow wheat'));
    expect(screen.getByLabelText('Your question')).toHaveValue('when to sow wheat');
    expect(screen.getByRole('button', { name: 'Speak your question' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('listens in Hindi and reads a Hindi answer with the Hindi voice', async () => {
    Object.assign(window, { SpeechRecognition: FakeRecognition });
    const spoken = installSynthesis();
    answer('post', 'assistant', assistantPaths.chat, json(hindiAnswer));
    await i18next.changeLanguage('hi');
    await renderApp('/ai', farmer);
    await userEvent.click(await screen.findByRole('button', { name: 'बोलकर सवाल पूछें' }));
    expect(FakeRecognition.instances[0]!.lang).toBe('hi-IN');
    act(() => FakeRecognition.instances[0]!.hear('गेहूं कब बोएं'));
    await userEvent.click(screen.getByRole('button', { name: 'भेजें' }));
    await screen.findByTestId('chat-response');

    await userEvent.click(screen.getByRole('button', { name: 'जवाब पढ़कर सुनाएँ' }));
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: 'गेहूं की बुवाई नवंबर में करें।', lang: 'hi-IN', voice: { name: 'Hindi (India)' } });
    expect(screen.getByRole('button', { name: 'पढ़ना बंद करें' })).toHaveAttribute('aria-pressed', 'true');
    act(() => spoken[0]!.onend?.());
    expect(screen.getByRole('button', { name: 'जवाब पढ़कर सुनाएँ' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('voiceFor', () => {
  it('takes the exact locale, else the same language, else none', () => {
    expect(voiceFor('en-IN', voices)?.name).toBe('English (India)');
    expect(voiceFor('hi-IN', voices)?.name).toBe('Hindi (India)');
    expect(voiceFor('hi-IN', voices.slice(0, 1))).toBeUndefined();
    expect(voiceFor('en-GB', voices)?.name).toBe('English (US)');
  });
});
