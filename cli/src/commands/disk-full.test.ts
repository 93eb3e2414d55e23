import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Health } from '@rawex/api/contracts';
import { makeMigratedDataFolder } from '@rawex/api/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, startRawex, stopRawex, type Instance } from '../testing/rawex-processes.ts';
import { mountSmallDisk, type SmallDisk } from '../testing/small-disk.ts';

const MEBIBYTE = 1024 * 1024;
const PASSWORD = 'a long enough password';

/** A PNG of noise, stored without compression: about `width` × `width` × 3 bytes. */
const noisePicture = (width: number) =>
  sharp(randomBytes(width * width * 3), { raw: { width, height: width, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** The multipart body of one picture, as a stream: sent chunked, with no Content-Length to judge it by. */
function streamedPictureForm(picture: Buffer) {
  const boundary = `rawex-${randomBytes(8).toString('hex')}`;
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="noise.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The embedded database and uploads on a disk that fills up: a real tmpfs of 200 MB in a mount
 * namespace of the test's own, which `rawex start` runs inside, on a data folder made once.
 */
describe('a full disk under the data folder', () => {
  let disk: SmallDisk;
  let rawex: Instance | undefined;
  /** A data folder that `rawex start` made, migrated and seeded once, copied onto each test's disk. */
  let seeded: string;

  beforeAll(async () => {
    seeded = await mkdtemp(path.join(tmpdir(), 'rawex-disk-full-'));
    // Migrated from the run's files: the first start, initdb and all, is start.test.ts's.
    await makeMigratedDataFolder(path.join(seeded, 'data'));
    await stopRawex(await startRawex({ dataDirectory: path.join(seeded, 'data') }));
  });
  afterAll(() => rm(seeded, { recursive: true, force: true }));
  beforeEach(async () => {
    disk = await mountSmallDisk(200);
    await disk.shell(`cp -a "${path.join(seeded, 'data')}" data`);
  });
  afterEach(async () => {
    await stopRawex(rawex);
    rawex = undefined;
    await disk.unmount();
  });

  const start = (reserveMegabytes: number) =>
    startRawex({
      dataDirectory: path.join(disk.directory, 'data'),
      launch: disk.launch,
      environment: { RAWEX_DISK_RESERVE_MB: String(reserveMegabytes) },
    });

  const signIn = async (on: Instance, email: string, password: string) => {
    const response = await call(on, 'POST', '/api/auth/login', { email, password });
    return { status: response.status, cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? '' };
  };

  const signInVendor = async (on: Instance) => {
    const { password } = JSON.parse(await disk.shell('cat data/demo-sign-ins.json')) as { password: string };
    const { status, cookie } = await signIn(on, 'ventas@atacamacopper.example', password);
    expect(status).toBe(200);
    return cookie;
  };

  const register = (on: Instance, email: string) =>
    call(on, 'POST', '/api/auth/register', {
      email,
      password: PASSWORD,
      firstName: 'Ama',
      lastName: 'Buyer',
    });

  const upload = (
    on: Instance,
    cookie: string,
    form: { body: NonNullable<RequestInit['body']>; contentType?: string },
  ) =>
    fetch(`${on.url}/api/upload/image`, {
      method: 'POST',
      body: form.body,
      headers: {
        cookie,
        origin: on.url,
        'x-requested-with': 'fetch',
        ...(form.contentType ? { 'content-type': form.contentType } : {}),
      },
      ...(form.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    } as RequestInit);

  const pictureForm = (picture: Buffer) => {
    const form = new FormData();
    form.append('image', new Blob([picture], { type: 'image/png' }), 'noise.png');
    return { body: form };
  };

  const diskState = async (on: Instance) => (await call<Health>(on, 'GET', '/api/health')).body.disk;

  const untilDiskIs = async (on: Instance, low: boolean) => {
    await expect.poll(async () => (await diskState(on))?.low, { timeout: 10_000, interval: 200 }).toBe(low);
  };

  it('refuses changes with 507 under the reserve and uploads larger than the room above it, takes them again once space is freed, and keeps every change it answered', async () => {
    rawex = await start(64);
    const pid = rawex.child.pid;
    const vendor = await signInVendor(rawex);
    expect((await register(rawex, 'before@example.com')).status).toBe(201);

    await disk.fill(32 * MEBIBYTE);
    await untilDiskIs(rawex, true);
    expect(await diskState(rawex)).toMatchObject({ reserveBytes: 64 * MEBIBYTE, low: true });

    const refused = await register(rawex, 'refused@example.com');
    expect(refused.status).toBe(507);
    expect(refused.body).toMatchObject({ code: 'storage_full' });
    expect(refused.headers.get('retry-after')).toBe('60');
    const refusedUpload = await upload(rawex, vendor, pictureForm(await noisePicture(64)));
    expect(refusedUpload.status).toBe(507);
    expect((await call(rawex, 'GET', '/api/products?limit=5')).status).toBe(200);
    expect((await fetch(`${rawex.url}/products`)).status).toBe(200);

    await disk.empty();
    await untilDiskIs(rawex, false);
    expect((await register(rawex, 'after@example.com')).status).toBe(201);
    expect((await upload(rawex, vendor, pictureForm(await noisePicture(64)))).status).toBe(201);
    expect(rawex.child.pid).toBe(pid);
    expect(rawex.child.exitCode).toBeNull();

    // Above the reserve, an upload larger than the room left beyond it is refused unstored.
    await disk.fill(65 * MEBIBYTE);
    await expect
      .poll(async () => (await diskState(rawex!))?.freeBytes, { timeout: 10_000, interval: 200 })
      .toBeLessThan(66 * MEBIBYTE);
    expect(await diskState(rawex)).toMatchObject({ low: false });
    const stored = await disk.shell('ls data/uploads | wc -l');
    const tooLarge = await upload(rawex, vendor, pictureForm(await noisePicture(1_000)));
    expect(tooLarge.status).toBe(507);
    expect(await tooLarge.json()).toMatchObject({ code: 'storage_full' });
    expect(await disk.shell('ls data/uploads | wc -l')).toBe(stored);
    expect(await disk.shell('ls -A data/uploads/.incoming 2>/dev/null || true')).toBe('');
    await disk.empty();

    expect(await stopRawex(rawex)).toBe(0);
    rawex = await start(64);
    expect((await signIn(rawex, 'before@example.com', PASSWORD)).status).toBe(200);
    expect((await signIn(rawex, 'after@example.com', PASSWORD)).status).toBe(200);
    expect((await signIn(rawex, 'refused@example.com', PASSWORD)).status).toBe(401);
  });

  it('answers 507 for a file cut short by a disk full to the last byte, and leaves no part of it', async () => {
    // No reserve: the disk fills up for real under the upload.
    rawex = await start(0);
    const vendor = await signInVendor(rawex);
    const pid = rawex.child.pid;
    await disk.fill(MEBIBYTE / 2);
    const picture = await noisePicture(1_000);

    const cut = await upload(rawex, vendor, streamedPictureForm(picture));
    expect(cut.status).toBe(507);
    expect(await cut.json()).toMatchObject({ code: 'storage_full' });
    expect(await disk.shell('ls -A data/uploads/.incoming')).toBe('');
    expect(await disk.shell('find data/uploads -name "*.partial"')).toBe('');
    // The 3 MB cut short is gone: what is free is about what was (the database's own writes aside).
    expect(await disk.freeBytes()).toBeGreaterThan(MEBIBYTE / 4);

    await disk.empty();
    const stored = await upload(rawex, vendor, streamedPictureForm(picture));
    expect(stored.status).toBe(201);
    expect(rawex.child.pid).toBe(pid);

    // Read once the process has closed the embedded database: the one upload stored has its row,
    // and the one cut short has none (its reservation of the day's quota was given back).
    expect(await stopRawex(rawex)).toBe(0);
    const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const rows = await disk.shell(
      `node -e 'require(process.argv[1]).PGlite.create("data/pglite").then((db) => db.query("SELECT name FROM uploads WHERE user_id = (SELECT id FROM users WHERE email = $1)", [process.argv[2]])).then(({ rows }) => console.log(JSON.stringify(rows)))' ${pglite} ventas@atacamacopper.example`,
    );
    const { url } = (await stored.json()) as { url: string };
    expect(JSON.parse(rows)).toEqual([{ name: url.replace('/uploads/', '') }]);
  });
});
