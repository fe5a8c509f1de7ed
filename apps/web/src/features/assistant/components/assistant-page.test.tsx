import { assistantPaths, type ChatResponse } from '@farmsight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiError, inTurn, json } from '@/testing/http';
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

  it("reads in Hindi: the page's texts and the server's sentences", async () => {
    answer(
      'post',
      'assistant',
      assistantPaths.chat,
      inTurn(
        json(hindi),
        apiError(400, 'VALIDATION_ERROR', 'Questions are at most 2000 characters.'),
        apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.'),
      ),
    );
    await i18next.loadNamespaces(['assistant', 'messages']);
    await i18next.changeLanguage('hi');
    await renderApp('/ai', farmer);
    expect(await screen.findByRole('heading', { level: 2, name: 'एआई समाधान' })).toBeInTheDocument();
    const input = screen.getByLabelText('आपका सवाल');
    expect(input).toHaveAttribute('placeholder', 'खेती से जुड़ा कोई भी सवाल पूछें');
    await userEvent.click(input);
    await userEvent.paste('aloo ki kisme');
    await userEvent.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(await screen.findByTestId('chat-understood')).toHaveTextContent('इस सवाल का जवाब: आलू की किस्में · पंजाब में आलू के लिए');
    await userEvent.click(screen.getByRole('button', { name: 'पिछली बातचीत दिखाएँ' }));
    expect(within(screen.getByRole('list', { name: 'पिछली बातचीत' })).getByRole('listitem')).toHaveTextContent('आप: aloo ki kisme');

    await userEvent.click(input);
    await userEvent.paste('aloo');
    await userEvent.click(screen.getByRole('button', { name: 'भेजें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('सवाल ज़्यादा से ज़्यादा 2000 अक्षरों का हो सकता है।');
    await userEvent.click(screen.getByRole('button', { name: 'भेजें' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('जवाब तैयार नहीं हो पाया।'));
  });
});
