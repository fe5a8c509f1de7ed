import { TextDecoder } from 'node:util';

/** What the last successful fetch of a resource answered, sent back as If-None-Match / If-Modified-Since. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchResult = { status: 'not-modified' } | ({ status: 'ok'; body: string } & Validators);

export interface FetchOptions {
  timeoutMs: number;
  maxBytes: number;
  validators?: Validators | undefined;
  /** Sent as they are; Accept among them (default any type). */
  headers?: Record<string, string> | undefined;
  /** Aborts the fetch early (server shutdown). */
  signal?: AbortSignal | undefined;
}

/** A fetch that failed, with a short reason fit for a health table or a log line ('timed out after 10000 ms'). */
export class HttpFetchError extends Error {
  override name = 'HttpFetchError';
}

const USER_AGENT = 'FarmSight/1.0 (farming advisory)';

function failure(error: unknown, timeoutMs: number): HttpFetchError {
  if (error instanceof HttpFetchError) return error;
  if (error instanceof Error && error.name === 'TimeoutError') return new HttpFetchError(`timed out after ${timeoutMs} ms`);
  if (error instanceof Error && error.name === 'AbortError') return new HttpFetchError('aborted');
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return new HttpFetchError(`unreachable (${reason})`);
}

/** The charset from Content-Type, else from the XML declaration, else UTF-8. */
function decoderFor(contentType: string | null, head: Uint8Array): TextDecoder {
  const declared =
    /charset="?([\w-]+)/i.exec(contentType ?? '')?.[1] ??
    /^<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(new TextDecoder('latin1').decode(head.subarray(0, 200)))?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declaredLength = Number(response.headers.get('content-length'));
  if (declaredLength > maxBytes) {
    await response.body?.cancel();
    throw new HttpFetchError(`larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (response.body) {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      total += chunk.byteLength;
      // Breaking out of the loop cancels the stream, so the rest is never downloaded.
      if (total > maxBytes) throw new HttpFetchError(`larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks, total);
}

/**
 * GETs one resource from another service (news feeds, Open-Meteo) with a time limit over the whole exchange, a size
 * cap enforced while streaming, and a conditional request when validators are known. Every failure is an
 * HttpFetchError with a short reason.
 */
export async function fetchCapped(url: string, options: FetchOptions): Promise<FetchResult> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const headers: Record<string, string> = { accept: '*/*', 'user-agent': USER_AGENT, ...options.headers };
  if (options.validators?.etag) headers['if-none-match'] = options.validators.etag;
  if (options.validators?.lastModified) headers['if-modified-since'] = options.validators.lastModified;
  try {
    const response = await fetch(url, { headers, signal, redirect: 'follow' });
    if (response.status === 304) {
      await response.body?.cancel();
      return { status: 'not-modified' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new HttpFetchError(`HTTP ${response.status}`);
    }
    const bytes = await readCapped(response, options.maxBytes);
    return {
      status: 'ok',
      body: decoderFor(response.headers.get('content-type'), bytes).decode(bytes),
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    };
  } catch (error) {
    throw failure(error, options.timeoutMs);
  }
}
