import { newsPaths, type NewsArticle } from '@farmsight/contracts';
import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { answer, apiError, json, networkError, never } from '@/testing/http';
import { farmer, renderApp } from '@/testing/render-app';

const articles: NewsArticle[] = [
  {
    title: 'Drip irrigation subsidy opens',
    description: 'The state pays 55% of the cost of drip kits.',
    publishedAt: '2026-06-19T10:00:00.000Z',
    url: 'https://news.example/drip',
    urlToImage: 'https://news.example/drip.jpg',
    source: 'News Example',
  },
  {
    title: 'Soil health card camps',
    description: 'Free soil tests in every block.',
    publishedAt: '2026-06-17T08:00:00.000Z',
    url: 'https://news.example/soil',
    urlToImage: null,
    source: 'News Example',
  },
];

describe('/schemes', () => {
  it('shows Loading... while the articles load', async () => {
    answer('get', 'news', newsPaths.agriculture, never);
    await renderApp('/schemes', farmer);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
  });

  it('lists each article with its date, link and image', async () => {
    const requests = answer('get', 'news', newsPaths.agriculture, json({ status: 'success', articles }));
    await renderApp('/schemes', farmer);
    expect(await screen.findByRole('heading', { level: 2, name: 'Drip irrigation subsidy opens' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(screen.getByText('The state pays 55% of the cost of drip kits.')).toBeInTheDocument();
    expect(screen.getByText('Published on: 19/06/2026')).toBeInTheDocument();
    expect(screen.getByText('Published on: 17/06/2026')).toBeInTheDocument();

    const links = screen.getAllByRole('link', { name: 'Read more' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://news.example/drip', 'https://news.example/soil']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    const image = screen.getByRole('img', { name: 'Drip irrigation subsidy opens' });
    expect(image).toHaveAttribute('src', 'https://news.example/drip.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Drip irrigation subsidy opens' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("says 'No articles found.' when there are none", async () => {
    answer('get', 'news', newsPaths.agriculture, json({ status: 'success', articles: [] }));
    await renderApp('/schemes', farmer);
    expect(await screen.findByText('No articles found.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch articles' in red when the server fails", async () => {
    answer('get', 'news', newsPaths.agriculture, apiError(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'));
    await renderApp('/schemes', farmer);
    const error = await screen.findByText('Failed to fetch articles');
    expect(error).toHaveClass('text-red-600');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch articles' when there is no answer", async () => {
    answer('get', 'news', newsPaths.agriculture, networkError);
    await renderApp('/schemes', farmer);
    expect(await screen.findByText('Failed to fetch articles')).toBeInTheDocument();
  });

  it("shows the server's sentence for a 4xx", async () => {
    answer('get', 'news', newsPaths.agriculture, apiError(429, 'RATE_LIMITED', 'Too many requests. Try again in a minute.'));
    await renderApp('/schemes', farmer);
    expect(await screen.findByText('Too many requests. Try again in a minute.')).toHaveClass('text-red-600');
  });

  it('reads in Hindi, dates written the Hindi way', async () => {
    answer('get', 'news', newsPaths.agriculture, json({ status: 'success', articles }));
    await i18next.loadNamespaces(['news', 'common']);
    await i18next.changeLanguage('hi');
    await renderApp('/schemes', farmer);
    expect(await screen.findByRole('heading', { level: 1, name: 'समाचार' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'पूरा पढ़ें' })).toHaveLength(2);
    expect(screen.getByText('प्रकाशित: 19/06/2026')).toBeInTheDocument();
  });

  it("says 'No articles found.' in Hindi", async () => {
    answer('get', 'news', newsPaths.agriculture, json({ status: 'success', articles: [] }));
    await i18next.changeLanguage('hi');
    await renderApp('/schemes', farmer);
    expect(await screen.findByText('कोई समाचार नहीं मिला।')).toBeInTheDocument();
  });
});
