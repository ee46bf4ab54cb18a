import * as z from 'zod';
import { parseInput, adminHandler } from '@/lib/auth/admin-handler';
import { readStats, STAT_RANGES } from '@/lib/analytics/stats';
import { csvHeaders } from '@/lib/csv/stream';
import { STAT_TABLES, statsCsv } from '@/lib/analytics/stats-shape';

const query = z.strictObject({
  days: z.enum(STAT_RANGES.map(String) as ['7', '30', '90'], 'Expected 7, 30 or 90').default('30'),
  csv: z.enum(STAT_TABLES, 'Unknown table').optional(),
});

/** The Stats tab's figures for 7, 30 or 90 days; with `csv=<table>` that table as a CSV file. */
export const GET = adminHandler('GET /api/admin/stats', 'stats.read', async (request) => {
  const parsed = parseInput(query, Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.ok) return parsed.response;
  const stats = await readStats(Number(parsed.data.days) as (typeof STAT_RANGES)[number]);
  if (parsed.data.csv) {
    return new Response(statsCsv(stats, parsed.data.csv), { headers: csvHeaders(`stats-${parsed.data.csv}`) });
  }
  return Response.json(stats, { headers: { 'Cache-Control': 'no-store' } });
});
