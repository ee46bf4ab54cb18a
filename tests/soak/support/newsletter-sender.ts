// A sending process of its own, run by tests/soak/newsletter-real-lease.test.ts (through jiti,
// which resolves the `@/` paths): delivers every due outbox mail, as the site's outbox worker does,
// until none is left. SEND_AT (ms) is the clock it reads, so paced and leased mails are due.
import { connectDb } from '@/lib/db/connect';
import { processOutboxOnce } from '@/lib/mail/outbox';

async function main() {
  await connectDb();
  const now = new Date(Number(process.env.SEND_AT));
  // Each run tries every due mail once; a few runs cover mails refused for a moment.
  for (let round = 0; round < 5; round += 1) {
    const run = await processOutboxOnce({ now, limit: 500 });
    if (run.sent + run.retried + run.failed === 0) break;
  }
  process.exit(0);
}

void main();
