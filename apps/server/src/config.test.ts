import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function configError(env: Record<string, string | undefined>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has production defaults for an empty environment', () => {
    // News settings are checked in modules/news/news-config.test.ts.
    expect(loadConfig({})).toMatchObject({
      env: 'production',
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      logLevel: 'info',
      trustProxyHops: 0,
      signUpsPerAddressPerHour: 30,
      contactEmail: 'help@farmsight.app',
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      },
      webDistDir: undefined,
      llm: undefined,
      diseaseModel: { preload: true },
      weather: {
        forecastUrl: 'https://api.open-meteo.com/v1/forecast',
        archiveUrl: 'https://archive-api.open-meteo.com/v1/archive',
        floodUrl: 'https://flood-api.open-meteo.com/v1/flood',
        timeoutMs: 10_000,
      },
      shutdownDrainMs: 0,
    });
  });

  it('reads a self-hosted Open-Meteo and refuses a URL that is not http(s)', () => {
    expect(loadConfig({ OPEN_METEO_FORECAST_URL: 'http://meteo.local:8080/v1/forecast', OPEN_METEO_TIMEOUT_MS: '2500' }).weather).toMatchObject({
      forecastUrl: 'http://meteo.local:8080/v1/forecast',
      timeoutMs: 2500,
    });
    expect(configError({ OPEN_METEO_FLOOD_URL: 'ftp://flood.example/v1/flood' }).message).toBe(
      'Invalid environment variable OPEN_METEO_FLOOD_URL: must be an http(s) URL',
    );
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/farmsight',
      DATABASE_URL: 'postgresql://farm:secret@db:5432/farmsight',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '2',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '200',
      CONTACT_EMAIL: 'team@example.org',
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: 'Example',
      WEB_DIST_DIR: '/srv/web',
      LLM_BASE_URL: 'http://127.0.0.1:11434',
      LLM_MODEL: 'llama3.1',
      LLM_API_KEY: 'key',
      LLM_TIMEOUT_MS: '5000',
      LLM_STREAM: 'true',
      DISEASE_MODEL_PATH: '/srv/models/leaf.onnx',
      SHUTDOWN_DRAIN_MS: '5000',
    });
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/farmsight',
      databaseUrl: 'postgresql://farm:secret@db:5432/farmsight',
      logLevel: 'warn',
      trustProxyHops: 2,
      signUpsPerAddressPerHour: 200,
      contactEmail: 'team@example.org',
      map: { tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribution: 'Example' },
      webDistDir: '/srv/web',
      llm: { baseUrl: 'http://127.0.0.1:11434', model: 'llama3.1', apiKey: 'key', timeoutMs: 5000, stream: true },
      diseaseModel: { path: '/srv/models/leaf.onnx', preload: true },
      shutdownDrainMs: 5000,
    });
  });

  it('refuses a SHUTDOWN_DRAIN_MS that is negative or over 5 minutes', () => {
    expect(configError({ SHUTDOWN_DRAIN_MS: '-1' }).message).toContain('SHUTDOWN_DRAIN_MS');
    expect(configError({ SHUTDOWN_DRAIN_MS: '300001' }).message).toContain('SHUTDOWN_DRAIN_MS');
  });

  it('reads TRUST_PROXY as a hop count and refuses true, which would trust every hop', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxyHops).toBe(0);
    for (const TRUST_PROXY of ['true', 'yes', '-1', '1.5']) {
      expect(configError({ TRUST_PROXY }).message).toBe(
        'Invalid environment variable TRUST_PROXY: must be the number of proxies in front of the server (1 behind one HAProxy), or false',
      );
    }
  });

  it('refuses a SIGNUPS_PER_ADDRESS_PER_HOUR that is not a whole number of at least 1', () => {
    for (const SIGNUPS_PER_ADDRESS_PER_HOUR of ['0', '2.5', 'many']) {
      expect(configError({ SIGNUPS_PER_ADDRESS_PER_HOUR }).message).toMatch(/^Invalid environment variable SIGNUPS_PER_ADDRESS_PER_HOUR: /);
    }
  });

  it('uses the default web app folder unless WEB_DIST_DIR is set', () => {
    expect(loadConfig({}, { webDistDir: '/app/web/dist' }).webDistDir).toBe('/app/web/dist');
    expect(loadConfig({ WEB_DIST_DIR: '/elsewhere' }, { webDistDir: '/app/web/dist' }).webDistDir).toBe('/elsewhere');
  });

  it('names PORT when it is not a port number', () => {
    for (const PORT of ['abc', '70000', '-1', '80.5']) {
      const error = configError({ PORT });
      expect(error.name).toBe('ConfigError');
      expect(error.message).toMatch(/^Invalid environment variable PORT: /);
    }
  });

  it('names DATABASE_URL when it is not a PostgreSQL URL', () => {
    const error = configError({ DATABASE_URL: 'mysql://x' });
    expect(error.message).toContain('DATABASE_URL');
    expect(error.message).toContain('must be a postgres:// or postgresql:// URL');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/d' }).databaseUrl).toBe('postgres://u@h/d');
  });

  it('names every bad variable at once', () => {
    const error = configError({ PORT: 'abc', LOG_LEVEL: 'loud', MAP_TILE_URL: 'http://tiles/{z}/{x}/{y}.png', CONTACT_EMAIL: 'nope' });
    for (const name of ['PORT', 'LOG_LEVEL', 'MAP_TILE_URL', 'CONTACT_EMAIL']) expect(error.message).toContain(name);
  });

  it('counts empty strings as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', NODE_ENV: '', TRUST_PROXY: '', WEB_DIST_DIR: '', MAP_TILE_URL: '', LOG_LEVEL: undefined });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.env).toBe('production');
    expect(config.trustProxyHops).toBe(0);
    expect(config.webDistDir).toBeUndefined();
    expect(config.map.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.logLevel).toBe('info');
  });

  it('ignores unrelated variables', () => {
    expect(loadConfig({ PATH: '/usr/bin', HOME: '/root' }).port).toBe(3000);
  });
});
