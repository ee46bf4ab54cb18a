import 'server-only';
import { connectDb } from '@/lib/db/connect';
import { clientIp } from '@/lib/http/client-ip';
import { logError } from '@/lib/log/logger';
import { AuditEntryModel } from '@/models/audit-entry';

type AuditAction =
  | 'auth.sign-in'
  | 'auth.sign-in-failed'
  | 'auth.sign-out'
  | 'account.password-changed'
  | 'account.display-name-changed'
  | 'auth.password-reset-requested'
  | 'auth.password-reset'
  | 'auth.2fa-failed'
  | 'auth.recovery-code-used'
  | 'account.2fa-enabled'
  | 'account.2fa-disabled'
  | 'settings.2fa-required'
  | 'settings.2fa-optional'
  | `staff.${'invited' | 'invitation-resent' | 'joined' | 'role-changed' | 'disabled' | 'enabled' | 'removed'}`
  | 'post.created'
  | 'post.updated'
  | 'post.deleted'
  | `event.${'created' | 'updated' | 'deleted'}`
  | 'page.updated'
  | 'figures.updated'
  | `${'inquiry' | 'message'}.${'new' | 'handled' | 'archived' | 'deleted' | 'mail-resent'}`
  | 'mail.retried'
  | `newsletter.${'created' | 'updated' | 'scheduled' | 'sent' | 'test-sent'}`
  | 'export'
  | 'erase';

/** Who acted: a signed-in person, or just the name that was tried. */
type Actor = string | { username: string; displayName: string };

/** The action already happened, so a failed record is logged, never reported as the action failing. */
export async function recordAudit(request: Request, action: AuditAction, target: string, actor: Actor): Promise<void> {
  const { username, displayName } = typeof actor === 'string' ? { username: actor, displayName: '' } : actor;
  try {
    await connectDb();
    await AuditEntryModel.create({
      action,
      target,
      actor: username.slice(0, 254),
      name: displayName.slice(0, 80),
      ip: clientIp(request),
    });
  } catch (error) {
    logError('audit.write_failed', error, { action, target });
  }
}
