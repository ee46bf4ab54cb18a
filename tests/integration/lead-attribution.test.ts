import { parse } from 'csv-parse/sync';
import { GET as listRoute } from '@/app/api/admin/lists/[list]/route';
import { GET as exportList } from '@/app/api/admin/lists/[list]/export/route';
import { GET as statsRoute } from '@/app/api/admin/stats/route';
import { POST as investor } from '@/app/api/email/send/route';
import { POST as newsletter } from '@/app/api/newsletter/route';
import { connectDb } from '@/lib/db/connect';
import { InvestorInquiryModel } from '@/models/investor-inquiry';
import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import { captureLogs, investorBody, postRequest } from '../helpers/form-request';
import { adminRequest, adminToken, ctx } from './support/admin-routes';

// What lib/client/first-touch.ts adds to every form from the visit's first page.
const fromLinkedin = {
  landingPage: '/',
  referrerHost: 'www.linkedin.com',
  utmSource: 'linkedin',
  utmMedium: 'social',
  utmCampaign: 'q1',
  formPage: '/investment',
};

let token: string;
beforeAll(async () => {
  await connectDb();
  token = await adminToken();
});
beforeEach(() => captureLogs());
afterEach(() => jest.restoreAllMocks());
afterAll(async () => (await connectDb()).disconnect());

const list = async (name: string, query: string) =>
  (await (
    await listRoute(adminRequest('GET', `/api/admin/lists/${name}?${query}`, token), ctx({ list: name }))
  ).json()) as {
    items: Record<string, unknown>[];
  };

describe('lead attribution', () => {
  it('keeps where an inquiry came from, filters the inbox by it, exports it and counts it per source', async () => {
    expect((await investor(postRequest('/api/email/send', { ...investorBody(1), ...fromLinkedin }))).status).toBe(200);
    expect((await investor(postRequest('/api/email/send', investorBody(2)))).status).toBe(200);
    const stored = await InvestorInquiryModel.findOne({ email: 'investor1@example.ma' }).lean();
    expect(stored).toMatchObject(fromLinkedin);

    expect((await list('inquiries', 'leadSource=linkedin')).items.map((i) => i.email)).toEqual([
      'investor1@example.ma',
    ]);
    expect((await list('inquiries', 'leadSource=(direct)')).items.map((i) => i.email)).toEqual([
      'investor2@example.ma',
    ]);
    expect((await list('inquiries', 'q=q1')).items.map((i) => i.utmCampaign)).toEqual(['q1']);

    const csv = await exportList(
      adminRequest('GET', '/api/admin/lists/inquiries/export', token),
      ctx({ list: 'inquiries' }),
    );
    const rows: Record<string, string>[] = parse(await csv.text(), { bom: true, columns: true });
    expect(rows.find((r) => r.email === 'investor1@example.ma')).toMatchObject(fromLinkedin);

    const stats = await (await statsRoute(adminRequest('GET', '/api/admin/stats?days=7', token))).json();
    expect(stats.sources).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'linkedin', inquiries: 1 })]));
    const sourcesCsv = await statsRoute(adminRequest('GET', '/api/admin/stats?days=7&csv=sources', token));
    expect(sourcesCsv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await sourcesCsv.text()).toContain('linkedin,0,0,1,0,0,');
  });

  it('keeps a new subscriber’s first touch, and refuses a value longer than 200 characters', async () => {
    const body = { email: 'reader@example.ma', source: 'footer', ...fromLinkedin };
    expect((await newsletter(postRequest('/api/newsletter', body))).status).toBe(200);
    expect(await NewsletterSubscriberModel.findOne({ email: 'reader@example.ma' }).lean()).toMatchObject(fromLinkedin);

    const long = { ...investorBody(3), utmCampaign: 'x'.repeat(201) };
    expect((await investor(postRequest('/api/email/send', long))).status).toBe(400);
    expect(await InvestorInquiryModel.countDocuments({ email: 'investor3@example.ma' })).toBe(0);
  });
});
