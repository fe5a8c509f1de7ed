import { createFarmer, headerTitle } from '../support/app';
import { expect, test } from '../support/fixtures';

test.describe('/ai AI Samadhan', () => {
  test('two questions and a follow-up through the screen, then the history toggle', async ({ page }) => {
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

    await input.fill('how do I treat tomato late blight?');
    await send.click();
    await expect(reply).toContainText('Late blight on tomato:');
    await expect(input).toHaveValue('');
    await expect(page.getByText('Cornell University (Vegetable MD Online), "Late Blight of Potato and Tomato" fact sheet')).toBeVisible();

    await input.fill('and for potatoes?');
    await send.click();
    await expect(reply).toContainText('Late blight on potato:');
    await expect(reply).toContainText('Kill the vines two to three weeks before harvest');

    await input.fill('how much money farmers get in PM-KISAN?');
    await input.press('Enter');
    await expect(reply).toContainText('6,000 rupees a year');
    expect(chats).toEqual([
      { userMessage: 'how do I treat tomato late blight?' },
      { userMessage: 'and for potatoes?' },
      { userMessage: 'how much money farmers get in PM-KISAN?' },
    ]);

    const history = page.getByRole('list', { name: 'Chat history' });
    await expect(history).toHaveCount(0);
    await page.getByRole('button', { name: 'Show History', exact: true }).click();
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').nth(1)).toContainText('You: and for potatoes?');
    await expect(history.getByRole('listitem').nth(1)).toContainText('AI Samadhan: Late blight on potato:');
    await page.getByRole('button', { name: 'Hide History', exact: true }).click();
    await expect(history).toHaveCount(0);
  });

  test('a failed request shows the spec text; a 4xx shows the server sentence', async ({ page }) => {
    await createFarmer(page);
    await page.goto('/ai');
    const input = page.getByPlaceholder('Ask all your Doubts related to Farming');
    await page.route('**/api/assistant/chat', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL_ERROR","message":"x"}}' }));
    await input.fill('when to sow wheat?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error in generating response.' })).toBeVisible();
    await expect(input).toHaveValue('when to sow wheat?');

    await page.unroute('**/api/assistant/chat');
    await input.fill('a'.repeat(2001));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Questions are at most 2000 characters.' })).toBeVisible();
  });
});
