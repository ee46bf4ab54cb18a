'use client';

import { useCallback, useEffect, useState } from 'react';
import { STAFF_ROLES } from '@/lib/constants/staff';
import { adminButtonClass } from '@/components/ui/button';
import { ApiError } from '../admin-api';
import { fill } from '../fill';
import { formatTime } from '../inbox/format';
import type { InboxLabels } from '../inbox/labels';
import { NoticeLine } from '../inbox/notice.client';
import { useAdminAction } from '../inbox/use-admin-action';
import { compactInputClass } from '../styles';
import { InviteForm } from './invite-form.client';
import { RequireTwoFactor } from './require-two-factor.client';
import { staffApi, type StaffRow } from './staff-api';

type Props = { token: string; labels: InboxLabels; onSessionEnded: () => void; me: { username: string } };

const badge: Record<StaffRow['status'], string> = {
  active: 'bg-success/15 text-success',
  invited: 'bg-primary/10 text-primary',
  disabled: 'bg-danger/10 text-danger',
};

/** The people who can sign in: invite, change a role, disable or enable, resend or revoke, remove. */
export function StaffPanel({ token, labels, onSessionEnded, me }: Props) {
  const text = labels.staff;
  const [people, setPeople] = useState<StaffRow[] | null>(null);
  const action = useAdminAction(labels.inbox, onSessionEnded);
  const { run } = action;

  const reload = useCallback(() => {
    void run(() => staffApi.list(token)).then((rows) => rows && setPeople(rows));
  }, [run, token]);
  useEffect(reload, [reload]);

  /** One change; the last-owner refusal gets its own sentence. */
  const act = async (work: () => Promise<unknown>, done: string) => {
    const outcome = await run(async () => {
      try {
        await work();
        return 'ok' as const;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return 'last-owner' as const;
        throw error;
      }
    });
    if (outcome === 'last-owner') action.setNotice({ kind: 'error', text: text.lastOwner });
    else if (outcome) action.setNotice({ kind: 'success', text: done });
    reload();
  };

  const nameOf = (p: StaffRow) => p.displayName || p.email || p.username;
  // Nobody changes their own role or status here: an owner cannot lock themselves out by a click.
  const self = (p: StaffRow) => p.username === me.username;
  type RowAction = { label: string; danger?: boolean; confirm?: string; work: () => Promise<unknown>; done: string };
  /** An invitation is resent or revoked; a person is disabled or enabled, or removed. */
  const rowActions = (p: StaffRow): RowAction[] => {
    const remove = () => staffApi.remove(token, p.id);
    if (p.status === 'invited') {
      return [
        {
          label: text.resend,
          work: () => staffApi.resend(token, p.id, labels.locale),
          done: fill(text.resent, { email: p.email }),
        },
        {
          label: text.revoke,
          danger: true,
          confirm: fill(text.confirmRevoke, { name: nameOf(p) }),
          work: remove,
          done: text.changed,
        },
      ];
    }
    const status = p.status === 'active' ? 'disabled' : 'active';
    return [
      {
        label: p.status === 'active' ? text.disable : text.enable,
        work: () => staffApi.change(token, p.id, { status }),
        done: text.changed,
      },
      {
        label: text.remove,
        danger: true,
        confirm: fill(text.confirmRemove, { name: nameOf(p) }),
        work: remove,
        done: text.changed,
      },
    ];
  };
  const cell = 'px-3 py-2 align-middle';
  const columns = ['name', 'email', 'role', 'status', 'twoFactor', 'lastSignIn', 'actions'] as const;
  // On a phone the address goes under the name, and two-factor and last sign-in wait for a wider screen.
  const shown: Partial<Record<(typeof columns)[number], string>> = {
    email: 'hidden md:table-cell',
    twoFactor: 'hidden lg:table-cell',
    lastSignIn: 'hidden lg:table-cell',
  };
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted">{text.intro}</p>
      <InviteForm token={token} labels={labels} onSessionEnded={onSessionEnded} onInvited={reload} />
      <RequireTwoFactor token={token} labels={labels} onSessionEnded={onSessionEnded} />
      <NoticeLine notice={action.notice} />
      {!people ? (
        <p role="status" className="py-10 text-center text-muted">
          {labels.inbox.loading}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-border">
          <table className="w-full text-start text-sm">
            <thead className="bg-surface-2 text-xs tracking-wide text-muted uppercase">
              <tr>
                {columns.map((c) => (
                  <th
                    key={c}
                    scope="col"
                    className={`px-3 py-2 text-start font-semibold whitespace-nowrap ${shown[c] ?? ''}`}
                  >
                    {c === 'twoFactor' ? labels.twoFactor.column : text.columns[c]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {people.map((p) => (
                <tr key={p.id} className="border-t border-border" data-staff={p.email || p.username}>
                  <td className={`${cell} min-w-36 font-semibold`}>
                    {p.displayName || '—'}
                    {self(p) && <span className="ms-2 text-xs font-normal text-muted">({text.you})</span>}
                    <span className="block text-xs font-normal break-all text-muted md:hidden" dir="ltr">
                      {p.email || p.username}
                    </span>
                  </td>
                  <td className={`${cell} break-all ${shown.email}`} dir="ltr">
                    {p.email || p.username}
                  </td>
                  <td className={cell}>
                    <select
                      aria-label={fill(`${text.role}: {name}`, { name: nameOf(p) })}
                      className={compactInputClass}
                      value={p.role}
                      disabled={action.busy || self(p)}
                      onChange={(e) =>
                        void act(() => staffApi.change(token, p.id, { role: e.target.value }), text.changed)
                      }
                    >
                      {STAFF_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {text.roles[role]}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={cell}>
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${badge[p.status]}`}
                    >
                      {text.statuses[p.status]}
                    </span>
                  </td>
                  <td className={`${cell} ${shown.twoFactor}`}>
                    {p.twoFactor ? labels.twoFactor.on : labels.twoFactor.off}
                  </td>
                  <td className={`${cell} whitespace-nowrap text-muted ${shown.lastSignIn}`}>
                    {p.lastSignInAt ? formatTime(p.lastSignInAt, labels) : text.never}
                  </td>
                  <td className={cell}>
                    <div className="flex flex-wrap gap-2">
                      {(self(p) ? [] : rowActions(p)).map(({ label, danger, confirm, work, done }) => (
                        <button
                          key={label}
                          type="button"
                          className={danger ? adminButtonClass.smallDanger : adminButtonClass.small}
                          disabled={action.busy}
                          onClick={() => (!confirm || window.confirm(confirm)) && void act(work, done)}
                        >
                          {label}
                        </button>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
