import { describe, expect, it } from 'vitest';
import { canonicalUrl, firstImageSource, htmlToPlainText, httpUrl, publishedDate, truncateOnWord } from './clean';

describe('htmlToPlainText', () => {
  it('drops tags, decodes entities and collapses whitespace', () => {
    expect(htmlToPlainText('<p>Rice &amp; wheat&nbsp;prices <b>rise</b></p>\n\n<p>Mandi rates &#8377;2,300 &lt;per quintal&gt;</p>')).toBe(
      'Rice & wheat prices rise Mandi rates ₹2,300 <per quintal>',
    );
  });

  it('keeps heading case and drops images and link targets', () => {
    expect(htmlToPlainText('<h2>Kharif advisory</h2><img src="x.jpg" alt="x"><a href="https://a.example/">Read the order</a>')).toBe(
      'Kharif advisory Read the order',
    );
  });

  it('drops scripts and styles', () => {
    expect(htmlToPlainText('<script>alert(1)</script><style>p{}</style>Safe text')).toBe('Safe text');
  });

  it('leaves plain text alone', () => {
    expect(htmlToPlainText('Yields < 5 t/ha in dry years')).toBe('Yields < 5 t/ha in dry years');
  });
});

describe('truncateOnWord', () => {
  it('returns short text unchanged', () => {
    expect(truncateOnWord('Short text.', 20)).toBe('Short text.');
    expect(truncateOnWord('x'.repeat(300))).toBe('x'.repeat(300));
  });

  it('cuts on the last word boundary that fits and adds an ellipsis', () => {
    expect(truncateOnWord('Farmers in the district began sowing early', 20)).toBe('Farmers in the…');
    const long = `${'word '.repeat(80)}end`;
    const cut = truncateOnWord(long);
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut).toBe(`${'word '.repeat(59)}word…`);
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncateOnWord('Rice, wheat, maize and pulses', 13)).toBe('Rice, wheat…');
  });

  it('cuts inside a single word longer than the limit', () => {
    expect(truncateOnWord('abcdefghijklmnop', 10)).toBe('abcdefghi…');
  });
});

describe('httpUrl', () => {
  it('accepts http and https, resolving relative links', () => {
    expect(httpUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(httpUrl(' http://a.example/x ')).toBe('http://a.example/x');
    expect(httpUrl('/img/a.jpg', 'https://b.example/news/1')).toBe('https://b.example/img/a.jpg');
  });

  it('refuses every other scheme and junk', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/png;base64,AAAA',
      'mailto:a@b.example',
      'ftp://a.example/f',
      'not a url',
      '',
      null,
      undefined,
    ]) {
      expect(httpUrl(bad), String(bad)).toBeNull();
    }
  });
});

describe('canonicalUrl', () => {
  it('strips utm_* parameters and the fragment and lower-cases the host', () => {
    expect(canonicalUrl('https://News.EXAMPLE/Story?utm_source=rss&id=7&UTM_Medium=x#top')).toBe('https://news.example/Story?id=7');
    expect(canonicalUrl('https://news.example/story?utm_source=rss')).toBe('https://news.example/story');
  });

  it('maps the same story with different tracking to one key', () => {
    expect(canonicalUrl('https://FARM.example/a?id=1&utm_campaign=b')).toBe(canonicalUrl('https://farm.example/a?utm_source=c&id=1#x'));
  });
});

describe('publishedDate', () => {
  const fetchedAt = new Date('2026-06-20T12:00:00Z');
  it('keeps a past date', () => {
    expect(publishedDate(new Date('2026-06-01T00:00:00Z'), fetchedAt)).toEqual(new Date('2026-06-01T00:00:00Z'));
  });
  it('uses the fetch time for a missing, invalid or future date', () => {
    expect(publishedDate(null, fetchedAt)).toBe(fetchedAt);
    expect(publishedDate(new Date('garbage'), fetchedAt)).toBe(fetchedAt);
    expect(publishedDate(new Date('2027-01-01T00:00:00Z'), fetchedAt)).toBe(fetchedAt);
  });
});

describe('firstImageSource', () => {
  it('finds the first <img> with a src', () => {
    expect(firstImageSource('<p>x<img alt="none"><img src="/a.jpg"><img src="/b.jpg"></p>')).toBe('/a.jpg');
    expect(firstImageSource('<p>No image</p>')).toBeNull();
  });
});
