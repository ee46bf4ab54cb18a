import mongoose from 'mongoose';
import { connectDb } from '@/lib/db/connect';
import { seedEvents } from '@/lib/events/seed';
import { PostModel } from '@/models/post';
import { SiteEventModel } from '@/models/site-event';
import { POST as create } from '@/app/api/blogs/route';
import { adminToken, formRequest, validPost } from './support/api';

// This file's database is new (tests/setup/per-file-env.ts): the first writes create the documents
// the later ones update, and several arriving at once race to create them. Seen in an e2e run on a
// fresh server: two posts saved together, one of them stored twice under two slugs.

afterAll(async () => (await connectDb()).disconnect());

it('posts saved at the same moment on a new database are each stored once, with their change marker', async () => {
  const token = await adminToken();
  const titles = ['First at once', 'Second at once', 'Third at once', 'Fourth at once'];
  const responses = await Promise.all(
    titles.map((title) => create(formRequest('POST', '/api/blogs', validPost({ title }), { token }))),
  );
  expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201]);
  const answered = await Promise.all(responses.map((r) => r.json()));
  const stored = await PostModel.find({}, { title: 1 }).lean();
  expect(stored.map((p) => p.title).sort()).toEqual([...titles].sort());
  expect(stored.map((p) => String(p._id)).sort()).toEqual(answered.map((p) => p._id).sort());
  // Other instances learn of the saves from the marker, written by all four.
  const marker = await mongoose.connection.collection('markers').findOne({ _id: 'posts' as never });
  expect(marker?.token).toEqual(expect.any(String));
});

it('instances starting together on a new database seed the shipped events once, and none fails', async () => {
  const seeded = await Promise.all([seedEvents(), seedEvents(), seedEvents()]);
  expect(seeded.sort()).toEqual([0, 0, 4]);
  expect(await SiteEventModel.countDocuments()).toBe(4);
});
