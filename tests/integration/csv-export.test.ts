import { ATTRIBUTION_FIELDS } from '@/lib/constants/attribution';
import { parse } from 'csv-parse/sync';
import { GET as exportList } from '@/app/api/admin/lists/[list]/export/route';
import { csvCell } from '@/lib/csv/cell';
import { connectDb } from '@/lib/db/connect';
import { ContactMessageModel } from '@/models/contact-message';
import { InvestorInquiryModel } from '@/models/investor-inquiry';
import { captureLogs } from '../helpers/form-request';
import { adminRequest, adminToken, ctx } from './support/admin-routes';

let token: string;
beforeAll(async () => {
  await connectDb();
  token = await adminToken();
});
beforeEach(() => captureLogs());
afterEach(() => jest.restoreAllMocks());
afterAll(async () => (await connectDb()).disconnect());

const download = async (list: string, query = '') => {
  const response = await exportList(
    adminRequest('GET', `/api/admin/lists/${list}/export?${query}`, token),
    ctx({ list }),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z]+-\d{4}-\d\d-\d\d\.csv"$/);
  return Buffer.from(await response.arrayBuffer());
};

describe('CSV export', () => {
  it('neutralises every formula start and quotes as RFC 4180 asks', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('starts with a BOM, and Arabic, quotes, line breaks and formulas round-trip through a CSV parser', async () => {
    await ContactMessageModel.create({
      name: '=HYPERLINK("http://evil")',
      email: 'amina@example.ma',
      company: 'شركة "الأطلس", المغرب',
      subject: 'business',
      message: 'سطر أول\r\nsecond line',
    });
    const bytes = await download('messages', 'q=amina');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parse(bytes.toString('utf8'), { bom: true });
    expect(rows[0]).toEqual([
      'id',
      'createdAt',
      'status',
      'subject',
      'name',
      'email',
      'company',
      'message',
      'locale',
      ...ATTRIBUTION_FIELDS,
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(
      expect.arrayContaining([`'=HYPERLINK("http://evil")`, 'شركة "الأطلس", المغرب', 'سطر أول\r\nsecond line', 'new']),
    );
  });

  it('exports an empty filter as the header row alone, and refuses a bad filter', async () => {
    const rows: string[][] = parse((await download('inquiries', 'q=nobody-matches-this')).toString('utf8'), {
      bom: true,
    });
    expect(rows).toHaveLength(1);
    const bad = await exportList(
      adminRequest('GET', '/api/admin/lists/inquiries/export?status=gone', token),
      ctx({ list: 'inquiries' }),
    );
    expect(bad.status).toBe(400);
  });

  it('streams 10,000 rows', async () => {
    await InvestorInquiryModel.deleteMany({});
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      firstName: `محمد ${i}`,
      lastName: 'Test',
      phone: '+212600000000',
      email: `m${i}@example.ma`,
      investment: '100,000 MAD',
      title: 'Seed',
    }));
    await InvestorInquiryModel.insertMany(rows, { lean: true });
    const response = await exportList(
      adminRequest('GET', '/api/admin/lists/inquiries/export', token),
      ctx({ list: 'inquiries' }),
    );
    const reader = response.body!.getReader();
    let chunks = 0;
    let text = '';
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      text += decoder.decode(value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(10); // delivered piece by piece, not as one buffer
    const parsed: string[][] = parse(text, { bom: true });
    expect(parsed).toHaveLength(10_001);
    expect(new Set(parsed.slice(1).map((r) => r[4])).size).toBe(10_000);
  }, 240_000);
});
