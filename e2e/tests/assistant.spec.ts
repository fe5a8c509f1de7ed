import { createFarmer, headerTitle } from '../support/app';
import { expect, test } from '../support/fixtures';
import { switchFarmerToHindi } from '../support/language';

test.describe('/ai AI Samadhan', () => {
  test('a crop question, a scheme and its follow-up through the screen, then the history with sources', async ({ page }) => {
    const chats: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/assistant/chat')) chats.push(request.postDataJSON());
    });
    await createFarmer(page);
    await page.goto('/ai');
    await expect(headerTitle(page, 'Ai Assistant')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'AI Samadhan', exact: true })).toBeVisible();

    const input = page.getByPlaceholder('Ask all your Doubts related to Farming');
    await expect(input).toHaveAccessibleName('Your question');
    const send = page.getByRole('button', { name: 'Send', exact: true });
    const reply = page.getByTestId('chat-response');
    await expect(page.getByText('Chatbot Response:', { exact: true })).toBeVisible();

    // Empty: nothing is sent.
    await send.click();
    await input.fill('   ');
    await send.click();
    expect(chats).toEqual([]);

    // The farm was placed on the map near London: crop facts come from the general guidance, and the answer says so.
    await input.fill('potato fertilizer dose');
    await send.click();
    await expect(reply).toContainText('Fertilizer dose for potato (general guidance):');
    await expect(input).toHaveValue('');
    await expect(page.getByTestId('chat-understood')).toHaveText('Answering: potato fertilizer dose · For potato in United Kingdom');

    await input.fill('what is PM-KISAN?');
    await send.click();
    await expect(reply).toContainText('6,000 rupees a year');

    await input.fill('is it only for small farmers?');
    await input.press('Enter');
    await expect(reply).toContainText('whatever the size of their land');
    await expect(page.getByTestId('chat-understood')).toHaveText(
      'Answering: is it only for small farmers? (PM-KISAN income support scheme (India)) · PM-KISAN income support scheme (India)',
    );
    expect(chats).toEqual([{ userMessage: 'potato fertilizer dose' }, { userMessage: 'what is PM-KISAN?' }, { userMessage: 'is it only for small farmers?' }]);

    const history = page.getByRole('list', { name: 'Chat history' });
    await expect(history).toHaveCount(0);
    await page.getByRole('button', { name: 'Show History', exact: true }).click();
    // Each turn is a list item of its own; its sources are a list inside it.
    const turns = history.locator(':scope > li');
    await expect(turns).toHaveCount(3);
    await expect(turns.nth(1)).toContainText('You: what is PM-KISAN?');
    await expect(turns.nth(1)).toContainText('AI Samadhan: What PM-KISAN gives:');
    await expect(turns.nth(1).getByRole('link', { name: 'PM-KISAN portal, Government of India' })).toHaveAttribute('href', 'https://pmkisan.gov.in/');
    await page.getByRole('button', { name: 'Hide History', exact: true }).click();
    await expect(history).toHaveCount(0);
  });

  test('a failed request shows the spec text; a 4xx shows the server sentence', async ({ page }) => {
    await createFarmer(page);
    await page.goto('/ai');
    const input = page.getByPlaceholder('Ask all your Doubts related to Farming');
    await page.route('**/api/assistant/chat', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL_ERROR","message":"x"}}' }),
    );
    await input.fill('when to sow wheat?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error in generating response.' })).toBeVisible();
    await expect(input).toHaveValue('when to sow wheat?');

    await page.unroute('**/api/assistant/chat');
    await input.fill('a'.repeat(2001));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Questions are at most 2000 characters.' })).toBeVisible();
  });

  test('in Hindi: once the farmer picks Hindi, the screen is in Hindi and a question typed in Latin letters gets a Hindi answer', async ({ page }) => {
    await createFarmer(page);
    await page.goto('/ai');
    await switchFarmerToHindi(page);

    await expect(headerTitle(page, 'एआई सहायक')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'एआई समाधान', exact: true })).toBeVisible();
    const input = page.getByPlaceholder('खेती से जुड़ा कोई भी सवाल पूछें');
    await expect(input).toHaveAccessibleName('आपका सवाल');
    await input.fill('potato fertilizer dose');
    await page.getByRole('button', { name: 'भेजें', exact: true }).click();
    const reply = page.getByTestId('chat-response');
    // The farm near London gets the general guidance, as in English ('Fertilizer dose for potato (general guidance):').
    await expect(reply).toContainText('आलू');
    await expect(reply).toContainText('सामान्य सलाह');
    await expect(reply).toHaveAttribute('lang', 'hi');
    await expect(page.getByTestId('chat-understood')).toHaveText(/^इस सवाल का जवाब: potato fertilizer dose · /);
  });
});
