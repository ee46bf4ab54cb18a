import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { connectDb } from '@/lib/db/connect';
import { PostModel } from '@/models/post';
import { POST as create } from '@/app/api/blogs/route';
import { GET as serve } from '@/app/uploads/[file]/route';
import { adminToken, formRequest, params, pngImage, validPost, type UploadFile } from './support/api';

let token: string;
const uploads = () => readdirSync(process.env.UPLOAD_DIR!);
const upload = (file: UploadFile) => create(formRequest('POST', '/api/blogs', validPost(), { token, file }));
const fetchUpload = (file: string) => serve(new Request(`http://localhost/uploads/${file}`), params({ file }));

beforeAll(async () => {
  token = await adminToken();
});
afterEach(() => jest.restoreAllMocks());
afterAll(async () => (await connectDb()).disconnect());

describe('the file type comes from the bytes', () => {
  async function expectRefused(file: UploadFile, status: number, message: RegExp) {
    const posts = await PostModel.countDocuments();
    const res = await upload(file);
    expect(res.status).toBe(status);
    expect((await res.json()).message).toMatch(message);
    // Nothing was stored: no post, no file.
    expect(await PostModel.countDocuments()).toBe(posts);
    expect(uploads()).toEqual([]);
  }

  it('refuses a text file named .png with 415', async () => {
    await expectRefused({ name: 'photo.png', type: 'image/png', data: 'just some text' }, 415, /Only JPEG, PNG/);
  });

  it('refuses an SVG carrying a script with 415', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    await expectRefused({ name: 'logo.svg', type: 'image/svg+xml', data: svg }, 415, /Only JPEG, PNG/);
    await expectRefused({ name: 'logo.png', type: 'image/png', data: `<?xml version="1.0"?>${svg}` }, 415, /Only JPEG/);
  });

  it('refuses other real image formats (TIFF) and a broken PNG', async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    await expectRefused({ name: 'scan.tif', type: 'image/tiff', data: tiff }, 415, /Only JPEG, PNG/);
    const broken = Buffer.concat([(await pngImage()).subarray(0, 40), Buffer.alloc(200, 7)]);
    await expectRefused({ name: 'broken.png', type: 'image/png', data: broken }, 415, /could not be read/);
  });

  it('refuses a 6 MB image with 413 while reading it', async () => {
    // Random pixels do not compress: this PNG is about 6.3 MB.
    const big = await sharp({
      create: {
        width: 1450,
        height: 1450,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    await expectRefused({ name: 'huge.png', type: 'image/png', data: big }, 413, /at most 5 MB/);
  });

  it('refuses a second file and files under other field names', async () => {
    const png = await pngImage();
    const form = new FormData();
    for (const [k, v] of Object.entries(validPost())) form.append(k, v);
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
    const two = await create(
      new Request('http://localhost/api/blogs', {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(two.status).toBe(400);
    const other = new FormData();
    other.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const res = await create(
      new Request('http://localhost/api/blogs', {
        method: 'POST',
        body: other,
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(res.status).toBe(400);
    expect(uploads()).toEqual([]);
  });
});

describe('accepted images are re-encoded', () => {
  afterEach(async () => {
    await PostModel.deleteMany({});
  });

  it.each([
    ['jpeg', 'jpg'],
    ['png', 'png'],
    ['webp', 'webp'],
    ['gif', 'gif'],
    ['avif', 'avif'],
  ] as const)('keeps the %s format', async (format, ext) => {
    const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0e7490' } })
      .toFormat(format)
      .toBuffer();
    const res = await upload({ name: `x.${ext}`, type: 'application/octet-stream', data });
    expect(res.status).toBe(201);
    const { image } = await res.json();
    expect(image).toMatch(new RegExp(`^[a-f0-9]{32}\\.${ext}$`));
    const served = await fetchUpload(image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(`image/${format}`);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe(
      format === 'avif' ? 'heif' : format,
    );
  });

  it('strips EXIF (GPS included), turns the picture upright, caps the longest side at 2000 px', async () => {
    const photo = await sharp({ create: { width: 2600, height: 1300, channels: 3, background: '#c2410c' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 35/1 0/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload({ name: 'holiday.jpg', type: 'image/jpeg', data: photo });
    expect(res.status).toBe(201);
    const stored = Buffer.from(await (await fetchUpload((await res.json()).image)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('PhoneMaker')).toBe(false);
    // 2600 × 1300 rotated a quarter turn, then fitted inside 2000 × 2000.
    expect([meta.width, meta.height]).toEqual([1000, 2000]);
  });

  it('drops bytes hidden after the image data', async () => {
    const polyglot = Buffer.concat([await pngImage(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const res = await upload({ name: 'p.png', type: 'image/png', data: polyglot });
    const stored = Buffer.from(await (await fetchUpload((await res.json()).image)).arrayBuffer());
    expect(stored.includes('<script>')).toBe(false);
  });

  it('leaves no file behind when the post cannot be saved', async () => {
    // Simulates the database refusing the write after the image was stored.
    const before = uploads();
    jest.spyOn(PostModel, 'create').mockRejectedValueOnce(new Error('write refused'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await upload({ name: 'a.png', type: 'image/png', data: await pngImage() });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(uploads()).toEqual(before);
  });
});

describe('GET /uploads/:file serves only generated names', () => {
  it.each([
    '../package.json',
    '..%2Fpackage.json',
    '%2e%2e%2fpackage.json',
    '..%252F..%252Fetc%252Fpasswd',
    '..\\..\\package.json',
    '....//package.json',
    '/etc/passwd',
    'secret.txt',
    'ABCDEF0123456789ABCDEF0123456789.png',
    '0123456789abcdef0123456789abcdef.svg',
    '0123456789abcdef0123456789abcdef.png/../../package.json',
    '0123456789abcdef0123456789abcdef.png%00.txt',
    '.0123456789abcdef0123456789abcdef.png.1.tmp',
  ])('404 for %s', async (name) => {
    // Plant a file with that name inside the folder too, where the name allows it.
    if (!name.includes('/') && !name.includes('\\')) writeFileSync(path.join(process.env.UPLOAD_DIR!, name), 'x');
    for (const variant of [name, decodeURIComponent(name.replace(/%(?![0-9a-f]{2})/gi, '%25'))]) {
      const res = await fetchUpload(variant);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('404 for a well-formed name that does not exist', async () => {
    expect((await fetchUpload('0123456789abcdef0123456789abcdef.png')).status).toBe(404);
  });
});
