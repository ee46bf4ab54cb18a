import { connectDb, pingDb } from '@/lib/db/connect';

describe('database connection', () => {
  afterAll(async () => (await connectDb()).disconnect());

  it('connects to the real embedded database and answers a ping', async () => {
    expect(await pingDb()).toBe('up');
  });

  it('reuses one cached connection', async () => {
    expect(await connectDb()).toBe(await connectDb());
  });
});
