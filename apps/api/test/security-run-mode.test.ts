// Demo mode listens on this machine only unless HOST says otherwise, and production refuses to start with any of the
// demo's sandboxes on (SMS outbox, sandbox payment, demo logins) unless PAYMENT_SANDBOX=1 says it is meant.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@mall/db';
import { sandboxSms } from '../src/modules/account/sms';
import { smsProviderFromEnv } from '../src/modules/account/sms-aliyun';
import { paymentSetupFromEnv } from '../src/modules/payment/setup';
import { ManualClock } from '../src/platform/clock';
import { loadConfig } from '../src/platform/config';
import { productionRefusal, sandboxesOf, type Sandboxes } from '../src/run-mode';

describe('listen address', () => {
  it('demo mode: 127.0.0.1 unless HOST is given', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).hostExplicit).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', hostExplicit: true });
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
  });
  it('production: every interface unless HOST is given', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });
});

describe('production and the sandboxes (the decision as a function)', () => {
  const none: Sandboxes = { smsOutbox: false, sandboxPayment: false, demoLogins: false };
  const prod = { env: 'production' as const, paymentSandbox: false };

  it('outside production every sandbox may be on', () => {
    for (const env of ['development', 'test'] as const) {
      expect(productionRefusal({ env, paymentSandbox: false }, { smsOutbox: true, sandboxPayment: true, demoLogins: true })).toBeNull();
    }
  });

  it('production refuses each sandbox alone, naming it and the way out', () => {
    for (const [key, named] of [
      ['smsOutbox', 'SMS outbox'],
      ['sandboxPayment', 'sandbox payment provider'],
      ['demoLogins', 'demo logins'],
    ] as const) {
      const message = productionRefusal(prod, { ...none, [key]: true });
      expect(message, key).toMatch(/^Refusing to start: NODE_ENV=production/);
      expect(message).toContain(named);
      expect(message).toContain('PAYMENT_SANDBOX=1');
    }
    expect(productionRefusal(prod, none)).toBeNull();
  });

  it('PAYMENT_SANDBOX=1 allows them on purpose', () => {
    expect(productionRefusal({ env: 'production', paymentSandbox: true }, { smsOutbox: true, sandboxPayment: true, demoLogins: true })).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' }).paymentSandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX: 'yes' }).paymentSandbox).toBe(false);
  });

  it('with the providers the environment really chooses (as main.ts does)', async () => {
    const database = await openDatabase();
    try {
      const decide = (env: NodeJS.ProcessEnv) => {
        const config = loadConfig(env);
        const smsOutbox = sandboxSms(database.db, new ManualClock());
        const sms = smsProviderFromEnv(env, smsOutbox);
        return productionRefusal(config, sandboxesOf(config, { sms, smsOutbox, payment: paymentSetupFromEnv(env) }));
      };
      expect(decide({})).toBeNull(); // the one-command demo
      expect(decide({ NODE_ENV: 'production' })).toBeNull(); // no sandbox: SMS refused, no QR provider, no demo data
      expect(decide({ NODE_ENV: 'production', SEED_DEMO: '1' })).toContain('demo logins');
      expect(decide({ NODE_ENV: 'production', SEED_DEMO: '1', PAYMENT_SANDBOX: '1' })).toBeNull();
    } finally {
      await database.close();
    }
  });

  it('the real start stops with the message and exit code 1, before migrating or seeding', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mall-run-mode-'));
    try {
      const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
      const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', SEED_DEMO: '1', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 110_000, // tsx compiles the whole server first: ~5 s quiet, far more on a loaded CI machine
      });
      expect(run.stderr).toContain('Refusing to start: NODE_ENV=production with the demo logins (SEED_DEMO=1) enabled');
      expect(run.status).toBe(1);
      expect(run.stdout).not.toContain('Mall is running');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
