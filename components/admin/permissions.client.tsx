'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Operation } from '@/lib/auth/access';

// What the signed-in person's role may do, as GET /protected reported it from lib/auth/access.ts.
// Only for hiding controls: the server refuses (403) whatever is not allowed anyway.
const Permissions = createContext<ReadonlySet<string>>(new Set());

export function PermissionsProvider({ can, children }: { can: readonly string[]; children: ReactNode }) {
  return <Permissions.Provider value={new Set(can)}>{children}</Permissions.Provider>;
}

export function useCan(operation: Operation): boolean {
  return useContext(Permissions).has(operation);
}
