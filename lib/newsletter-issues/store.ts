import 'server-only';
import { Types } from 'mongoose';
import { connectDb } from '@/lib/db/connect';
import { postState } from '@/lib/posts/language';
import { postPath } from '@/lib/seo/public-pages';
import { localePath } from '@/lib/routing/locale-path';
import type { MailStatus } from '@/lib/constants/inbox-status';
import { NewsletterIssueModel, type IssueVersion, type NewsletterIssue } from '@/models/newsletter-issue';
import { OutboxMailModel } from '@/models/outbox-mail';
import { PostModel, type PostDoc } from '@/models/post';
import type { IssueInput } from './schema';

const isId = (id: string) => /^[a-f0-9]{24}$/.test(id);

const versions = (input: IssueInput) => ({
  en: { subject: input.enSubject, preheader: input.enPreheader, body: input.enBody },
  ar: { subject: input.arSubject, preheader: input.arPreheader, body: input.arBody },
  fallback: input.fallback,
});

/** `2026-11-26-3fa9c1`: readable, unique by the id's last bytes. */
function newSlug(id: Types.ObjectId, now: Date): string {
  return `${now.toISOString().slice(0, 10)}-${String(id).slice(-6)}`;
}

export async function createIssue(input: IssueInput, postId: string | null = null): Promise<NewsletterIssue> {
  await connectDb();
  const _id = new Types.ObjectId();
  const row = await NewsletterIssueModel.create({ _id, slug: newSlug(_id, new Date()), postId, ...versions(input) });
  return row.toObject();
}

export type EditResult = { ok: true; issue: NewsletterIssue } | { ok: false; reason: 'gone' | 'locked' | 'stale' };

const EDITABLE = { status: { $in: ['draft' as const, 'scheduled' as const] } };

/** No revision given matches any. */
export function atRevision(revision: number | undefined) {
  if (revision === undefined) return {};
  // Saved before revisions were counted: revision 0.
  return revision === 0 ? { revision: { $in: [0, null] } } : { revision };
}

/** When nothing matched: gone, locked (going out) or stale. */
async function editAt(id: string, revision: number | undefined, update: object): Promise<EditResult> {
  if (!isId(id)) return { ok: false, reason: 'gone' };
  await connectDb();
  const result = await NewsletterIssueModel.updateOne({ _id: id, ...EDITABLE, ...atRevision(revision) }, update);
  const issue = await NewsletterIssueModel.findById(id).lean();
  if (!issue) return { ok: false, reason: 'gone' };
  if (result.matchedCount === 1) return { ok: true, issue };
  return { ok: false, reason: issue.status === 'draft' || issue.status === 'scheduled' ? 'stale' : 'locked' };
}

/** Once sending has started the text is what went out. */
export const updateIssue = (id: string, input: IssueInput, revision?: number) =>
  editAt(id, revision, { $set: versions(input), $inc: { revision: 1 } });

export function scheduleIssue(id: string, at: Date | null, revision?: number) {
  const $set = at ? { status: 'scheduled', scheduledAt: at } : { status: 'draft', scheduledAt: null };
  return editAt(id, revision, { $set });
}

/** From here on the text cannot change. */
export const startSending = (id: string, revision: number | undefined, actor: string) =>
  editAt(id, revision, { $set: { status: 'sending', sendStartedAt: new Date(), sentBy: actor } });

export async function findIssue(id: string): Promise<NewsletterIssue | null> {
  if (!isId(id)) return null;
  await connectDb();
  return NewsletterIssueModel.findById(id).lean();
}

export async function listIssues(): Promise<NewsletterIssue[]> {
  await connectDb();
  return NewsletterIssueModel.find().sort({ createdAt: -1 }).limit(100).lean();
}

export type Progress = Record<'queued' | 'sent' | 'failed' | 'bounced', number>;
const COUNTED: [keyof Progress, MailStatus][] = [
  ['queued', 'pending'],
  ['sent', 'sent'],
  ['failed', 'failed'],
  ['bounced', 'bounced'],
];

export async function issueProgress(issueId: Types.ObjectId): Promise<Progress> {
  const counts = await Promise.all(COUNTED.map(([, status]) => OutboxMailModel.countDocuments({ issueId, status })));
  return Object.fromEntries(COUNTED.map(([key], i) => [key, counts[i] ?? 0])) as Progress;
}

function fromPostVersion(post: PostDoc | null): IssueVersion {
  if (!post || postState(post.status, post.publishAt) !== 'published') return { subject: '', preheader: '', body: '' };
  const link = `[${post.language === 'ar' ? 'اقرأ المقال على الموقع' : 'Read it on the website'}](${localePath(post.language, postPath(post.slug))})`;
  return { subject: post.title, preheader: post.description, body: `${post.content}\n\n${link}` };
}

/** Null when the post is not public. */
export async function issueFromPost(postId: string): Promise<NewsletterIssue | null> {
  await connectDb();
  const post = await PostModel.findById(postId).lean();
  if (!post || postState(post.status, post.publishAt) !== 'published') return null;
  const translation = post.translationId ? await PostModel.findById(post.translationId).lean() : null;
  const own = fromPostVersion(post);
  const other = fromPostVersion(translation && translation.language !== post.language ? translation : null);
  const [en, ar] = post.language === 'ar' ? [other, own] : [own, other];
  const _id = new Types.ObjectId();
  const row = await NewsletterIssueModel.create({ _id, slug: newSlug(_id, new Date()), postId: post._id, en, ar });
  return row.toObject();
}

export async function sentIssues(): Promise<NewsletterIssue[]> {
  await connectDb();
  return NewsletterIssueModel.find({ status: 'sent' }).sort({ sentAt: -1 }).limit(200).lean();
}
