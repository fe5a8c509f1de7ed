import { assistantPaths, type ChatResponse } from '@farmsight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, inTurn, json } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';

const moong: ChatResponse = {
  response: 'Seed rate for green gram (Punjab):\nSeed rate: 12 kg per acre (29.5 kg per ha)',
  sources: [{ title: 'Punjab Agricultural University, Ludhiana', source: 'Sowing of summer season moong (2023)', url: 'https://example.org/moong' }],
  question: 'and for moong? (For green gram in Punjab)',
  understood: 'For green gram in Punjab',
};

const hindi: ChatResponse = {
  response: 'आलू: उन्नत किस्में (पंजाब):\nKufri Pukhraj (ICAR-CPRI Shimla, 1998)',
  sources: [],
  question: 'आलू की किस्में',
  understood: 'पंजाब में आलू के लिए',
};

describe('/ai', () => {
  it('shows under the answer the question it answers and what it understood; the history keeps the sources', async () => {
    const requests = answer('post', 'assistant', assistantPaths.chat, inTurn(json(moong), json(hindi)));
    await renderApp('/ai', farmer);
    const input = await screen.findByPlaceholderText('Ask all your Doubts related to Farming');
    await userEvent.click(input);
    await userEvent.paste('and for moong?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('chat-response')).toHaveTextContent('Seed rate: 12 kg per acre (29.5 kg per ha)');
    expect(await requests[0]!.json()).toEqual({ userMessage: 'and for moong?' });
    expect(screen.getByTestId('chat-understood')).toHaveTextContent('Answering: and for moong? (For green gram in Punjab) · For green gram in Punjab');
    expect(screen.getByRole('link', { name: 'Sowing of summer season moong (2023)' })).toHaveAttribute('href', 'https://example.org/moong');

    await userEvent.click(input);
    await userEvent.paste('आलू की किस्में');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('पंजाब में आलू के लिए')).toHaveAttribute('lang', 'hi');
    expect(screen.getByTestId('chat-response')).toHaveAttribute('lang', 'hi');

    await userEvent.click(screen.getByRole('button', { name: 'Show History' }));
    const turns = within(screen.getByRole('list', { name: 'Chat history' })).getAllByRole('listitem');
    expect(turns[0]).toHaveTextContent('You: and for moong?');
    expect(within(turns[0]!).getByRole('link', { name: 'Sowing of summer season moong (2023)' })).toBeInTheDocument();
  });
});
