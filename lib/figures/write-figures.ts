import 'server-only';
import { expireTags } from '@/lib/cache/shared-read';
import { connectDb } from '@/lib/db/connect';
import { withDbDeadline } from '@/lib/db/deadline';
import { upsertRacing } from '@/lib/db/errors';
import { SiteFiguresModel } from '@/models/site-figures';
import { FIGURES_ID, FIGURES_TAG, loadFigures, type Figures } from './reads';
import type { FiguresFields } from './schema';

/** The one way the figures are saved: all at once, a new revision, the cache tag expired. */
export async function writeFigures(
  staff: { username: string },
  fields: FiguresFields,
): Promise<{ figures: Figures; previous: Figures }> {
  const previous = await loadFigures();
  await connectDb();
  await upsertRacing(() =>
    withDbDeadline(() =>
      SiteFiguresModel.updateOne(
        { _id: FIGURES_ID },
        {
          $set: {
            values: Object.entries(fields.values).map(([id, value]) => ({ id, en: value.en, ar: value.ar })),
            updatedBy: staff.username,
          },
          $inc: { revision: 1 },
        },
        { upsert: true },
      ).exec(),
    ),
  );
  expireTags(FIGURES_TAG);
  return { figures: await loadFigures(), previous };
}
