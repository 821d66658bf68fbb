import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('defaults to port 3000 and ./data on SQLite', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names the variable when a value is invalid', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    // libpq's Unix socket form (no host) passes the prefix but not URL parsing: said at start, not a TypeError later
    expect(() => loadConfig({ DATABASE_URL: 'postgres://postgres@/shop?host=/var/run/postgresql' })).toThrow(
      /DATABASE_URL: is not a URL the server can read; for a Unix socket .*postgres:\/\/user@localhost\/db\?host=\/var\/run\/postgresql/,
    );
    expect(
      loadConfig({ DATABASE_URL: 'postgres://postgres@localhost/shop?host=/var/run/postgresql' }).databaseUrl,
    ).toBe('postgres://postgres@localhost/shop?host=/var/run/postgresql');
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_KEY: 'short' })).toThrow(/DATA_KEY: must be at least 32 characters/);
  });

  it('treats blank variables as unset and splits CORS origins', () => {
    const config = loadConfig({ PORT: '', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(config.port).toBe(3000);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('mail in production', () => {
  it('refuses NODE_ENV=production without SMTP_URL in one line, unless MAIL_OUTBOX_LOG=true says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: SMTP_URL is not set, and with NODE_ENV=production .* codes to the log; set SMTP_URL \(or MAIL_OUTBOX_LOG=true/,
    );
    expect(loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX_LOG: 'true' }).mailOutboxLog).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' }).smtpUrl).toBe(
      'smtp://mail.example:587',
    );
    expect(loadConfig({ NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
  });

  it('names every bad setting on one line', () => {
    expect(() => loadConfig({ PORT: 'eighty', MAIL_OUTBOX_LOG: 'maybe' })).toThrow(
      /^Invalid configuration: PORT: [^\n]*; MAIL_OUTBOX_LOG: [^\n]*$/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or the proxies’ addresses, and refuses a bare "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: say how many proxies/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
  });
});
