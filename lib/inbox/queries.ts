import 'server-only';
import { connectDb } from '@/lib/db/connect';
import type { ListParams } from './list-params';
import { LISTS, rowJson } from './lists';
import { mailStates } from './mail-state';
import { RECORD_LISTS, type InboxList, type RecordList } from '@/lib/constants/inbox-status';

function isRecordList(list: string): list is RecordList {
  return (RECORD_LISTS as readonly string[]).includes(list);
}

/** Newest first, with the total; records carry their mail state. */
export async function listPage(list: InboxList, params: ListParams) {
  await connectDb();
  const { model, sort } = LISTS[list];
  const filter = LISTS[list].filter(params);
  const [rows, total] = await Promise.all([
    model
      .find(filter)
      .sort(sort)
      .skip((params.page - 1) * params.limit)
      .limit(params.limit)
      .lean<Record<string, unknown>[]>(),
    model.countDocuments(filter),
  ]);
  const items = rows.map((row) => rowJson(list, row as Record<string, unknown> & { _id: unknown }));
  if (isRecordList(list)) {
    const states = await mailStates(rows.map((row) => row._id as never));
    for (const item of items) item.mail = states.get(String(item._id)) ?? { state: 'none' };
  }
  return { items, total, page: params.page, limit: params.limit };
}

/** From a cursor, for the CSV export. */
export async function* listCursor(list: InboxList, params: ListParams) {
  await connectDb();
  const { model, sort } = LISTS[list];
  const cursor = model.find(LISTS[list].filter(params)).sort(sort).lean().cursor({ batchSize: 500 });
  for await (const row of cursor) yield rowJson(list, row as Record<string, unknown> & { _id: unknown });
}

/** The count on the Inbox tab. */
export async function newCounts(): Promise<Record<RecordList, number>> {
  await connectDb();
  const [inquiries, messages] = await Promise.all(
    RECORD_LISTS.map((list) => LISTS[list].model.countDocuments(LISTS[list].filter({ status: 'new' } as ListParams))),
  );
  return { inquiries: inquiries!, messages: messages! };
}
