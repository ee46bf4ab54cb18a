import { OutboxMailModel } from '@/models/outbox-mail';

/** The link secret in the last mail to `to` (the outbox holds it while no SMTP server is set). */
export async function linkIn(to: string, page: 'invitation' | 'reset'): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const mail = await OutboxMailModel.findOne({ to, kind: 'staff' }).sort({ _id: -1 }).lean();
    const match = mail && new RegExp(`/admin/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
    if (match) return match[1]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${page} mail to ${to}`);
}
