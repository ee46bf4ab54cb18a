import type { Stats, StatTable } from '@/lib/analytics/stats-shape';
import { call } from '../admin-api';
import { downloadFile } from '../inbox/inbox-api';

export type { Stats, StatTable };

export const statsApi = {
  read: async (token: string, days: number) =>
    (await call(`/api/admin/stats?days=${days}`, token)).json() as Promise<Stats>,
  download: (token: string, days: number, table: StatTable) =>
    downloadFile(token, `/api/admin/stats?days=${days}&csv=${table}`, `stats-${table}.csv`),
};
