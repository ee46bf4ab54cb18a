import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { ChunkPolicyScript } from '@/components/admin/chunk-policy-script';

/**
 * The admin pages render per request: proxy.ts gives each response a fresh CSP nonce,
 * and Next can only stamp it on its script tags while rendering. A prerendered admin
 * page would carry no nonce and every script on it would be blocked.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <>
      <ChunkPolicyScript />
      {children}
    </>
  );
}
