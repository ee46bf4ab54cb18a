import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { connectDb } from '@/lib/db/connect';
import { staffMember } from './support/api';
import { adminToken } from './support/admin-routes';
import { ADMIN_ROWS } from './support/role-table-admin';
import { OTHER_ROWS } from './support/role-table-other';
import { CONTENT_ROWS } from './support/role-table-content';

// Every admin API route, every role: the status a person of that role gets. The table is checked
// against the route files themselves, so a new route (or method) without a row fails this test.
const ROUTE_ROOTS = ['app/api/admin', 'app/api/blogs', 'app/api/staff', 'app/login', 'app/protected'];
const METHOD = /export const (GET|POST|PUT|PATCH|DELETE)\b/g;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

/** `GET /api/admin/lists/[list]` for each method each route file exports. */
function routesOnDisk(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of ROUTE_ROOTS.flatMap(routeFiles)) {
    const url = `/${path.dirname(file).replace(/^app\//, '')}`;
    for (const [, method] of readFileSync(file, 'utf8').matchAll(METHOD)) found.set(`${method} ${url}`, file);
  }
  return found;
}
type Role = 'owner' | 'editor' | 'viewer' | 'nobody';

const TABLE = [...ADMIN_ROWS, ...OTHER_ROWS, ...CONTENT_ROWS];

const ROLES: Role[] = ['owner', 'editor', 'viewer', 'nobody'];
const tokens: Record<Role, () => Promise<string | null>> = {
  // A fresh token per call: the sign-out row revokes the one it is given.
  owner: () => adminToken(),
  editor: async () => (await staffMember('editor')).token,
  viewer: async () => (await staffMember('viewer')).token,
  nobody: async () => null,
};

beforeAll(async () => connectDb());
afterAll(async () => (await connectDb()).disconnect());

describe('role × admin route → status', () => {
  it('has a row for every method of every admin route file, and no row for a route that does not exist', () => {
    const onDisk = routesOnDisk();
    const inTable = new Set(TABLE.map(([route]) => route));
    expect([...onDisk.keys()].filter((route) => !inTable.has(route))).toEqual([]);
    expect([...inTable].filter((route) => !onDisk.has(route))).toEqual([]);
  });

  describe.each(TABLE)('%s (%s)', (route, _variant, expected, call) => {
    it.each(ROLES.map((role, i) => [role, expected[i]!] as const))('%s → %i', async (role, status) => {
      const response = await call(await tokens[role]());
      expect(response.status).toBe(status);
    });
  });
});
