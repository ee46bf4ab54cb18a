import { env } from '@/lib/config/env';
import type { Gate } from './gate';
import { instanceGate } from './instance';

export { TICKET_HEADER } from './instance';

/** This instance's gate for searches and other per-request renders, sized by SEARCH_CONCURRENCY and SEARCH_SHARE. */
export function renderGate(): Gate {
  return instanceGate(env().SEARCH_CONCURRENCY, env().SEARCH_SHARE);
}
