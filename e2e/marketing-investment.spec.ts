import { expect, test } from '@playwright/test';
import { externalLinks, locales, messages, plain, url } from './marketing-fixtures';

for (const locale of locales) {
  const m = messages[locale];
  const inv = m.InvestmentPage;

  test(`investment shows the market, opportunities, growth roadmap and calls to action (${locale})`, async ({
    page,
  }) => {
    await page.goto(url(locale, '/investment'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain(inv.hero.title));

    const market = page.getByTestId('market-item');
    await expect(market).toHaveCount(3);
    await expect(market).toHaveText([
      new RegExp(`^${inv.market.items.marketSize.label}\\$150B\\+`),
      new RegExp(`^${inv.market.items.growth.label}25%`),
      new RegExp(`^${inv.market.items.targetUsers.label}10M\\+`),
    ]);

    const cards = page.getByTestId('opportunities-item');
    await expect(cards).toHaveCount(3);
    const o = inv.opportunities.items;
    for (const [i, item] of [o.seriesA, o.partnership, o.grants].entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(item.title);
      await expect(card).toContainText(plain(item.amount));
      await expect(card).toContainText(item.stage);
      for (const feature of Object.values(item.features)) await expect(card).toContainText(feature);
      await expect(card.getByRole('button', { name: m.Sections.learnMore })).toBeVisible();
    }
    if (locale === 'en') {
      await expect(cards.nth(0)).toContainText('$5M–$10M');
      await expect(cards.nth(0)).toContainText('Current Round');
      await expect(cards.nth(1)).toContainText('Equity + Resources');
      await expect(cards.nth(2)).toContainText('$1M–$3M');
      await expect(cards.nth(2)).toContainText('Applied');
    }

    const quarters = page.getByTestId('growth-item');
    await expect(quarters).toHaveCount(4);
    await expect(quarters.nth(0)).toHaveAttribute('data-status', 'in-progress');
    await expect(quarters.nth(0)).toContainText(m.Sections.status.inProgress);
    for (const i of [1, 2, 3]) {
      await expect(quarters.nth(i)).toHaveAttribute('data-status', 'planned');
      await expect(quarters.nth(i)).toContainText(m.Sections.status.planned);
    }
    const r = inv.roadmap.items;
    for (const [i, q] of [r.q1, r.q2, r.q3, r.q4].entries()) {
      await expect(quarters.nth(i)).toContainText(q.phase);
      await expect(quarters.nth(i)).toContainText(q.title);
    }

    // Schedule Meeting opens the scheduling page in a new window, in the hero and in the closing panel.
    const links = await externalLinks(page);
    expect(links.map((l) => [l.href, l.rel])).toEqual([
      ['/go/scheduling', 'noopener noreferrer'],
      ['/go/scheduling', 'noopener noreferrer'],
    ]);
    const cta = page.locator('section[aria-labelledby="cta"]');
    await expect(cta.getByRole('link', { name: m.Sections.scheduleMeeting })).toBeVisible();
    await cta.getByRole('link', { name: m.Sections.contactInvestment }).click();
    await expect(page).toHaveURL(new RegExp(`${url(locale, '/contact')}$`));
  });

  test(`investment hero goes to the contact page (${locale})`, async ({ page }) => {
    await page.goto(url(locale, '/investment'));
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByRole('link', { name: m.Sections.scheduleMeeting })).toHaveAttribute('target', '_blank');
    await hero.getByRole('link', { name: m.Sections.contactInvestment }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain(m.ContactPage.hero.title));
  });
}
