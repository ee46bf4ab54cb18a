import { expect, test } from '@playwright/test';
import { externalLinks, locales, messages, metadataLinks, plain, url } from './marketing-fixtures';

const pages = [
  ['/about', 'AboutPage'],
  ['/project', 'ProjectPage'],
  ['/events', 'EventsPage'],
  ['/contact', 'ContactPage'],
  ['/investment', 'InvestmentPage'],
  ['/team', 'Team'],
] as const;

for (const locale of locales) {
  const m = messages[locale];

  test.describe(`metadata (${locale})`, () => {
    for (const [path, namespace] of pages) {
      test(`${path} has its own title, description, canonical URL and alternates`, async ({ page }) => {
        await page.goto(url(locale, path));
        await expect(page).toHaveTitle(m.Metadata.titleTemplate.replace('%s', m[namespace].metaTitle));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', m[namespace].metaDescription);
        expect(await metadataLinks(page)).toEqual({
          canonical: url(locale, path),
          alternates: { en: path, ar: `/ar${path}`, 'x-default': path },
        });
      });
    }
  });

  test(`about shows mission, vision, values, figures and the journey (${locale})`, async ({ page }) => {
    const a = m.AboutPage;
    await page.goto(url(locale, '/about'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain(a.hero.title));
    for (const title of [a.mission.title, a.vision.title])
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(page.getByText(a.mission.text)).toBeVisible();

    const valueItems = page.getByTestId('values-item');
    await expect(valueItems).toHaveCount(4);
    for (const item of Object.values(a.values.items)) await expect(valueItems).toContainText([item.title]);

    const figures = page.locator('section[aria-labelledby="figures"]');
    for (const [value, label] of [
      ['2025', a.figures.founded],
      ['10+', a.figures.users],
      ['99.9%', a.figures.uptime],
    ]) {
      await expect(figures.getByText(value, { exact: true })).toBeVisible();
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
    }

    const steps = page.getByTestId('timeline-item');
    await expect(steps).toHaveCount(4);
    const items = a.timeline.items;
    await expect(steps).toHaveText([
      new RegExp(`^2025${items.founded.title}`),
      new RegExp(`^2025${items.development.title}`),
      new RegExp(`^2026${items.beta.title}`),
      new RegExp(`^2026${items.launch.title.replace(/[()]/g, '\\$&')}`),
    ]);
  });

  test(`project shows features, capabilities, metrics, roadmap and both calls to action (${locale})`, async ({
    page,
  }) => {
    const p = m.ProjectPage;
    await page.goto(url(locale, '/project'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain(p.hero.title));
    const hero = page.locator('section[aria-labelledby="hero-title"]');
    await expect(hero.getByRole('link', { name: m.Sections.joinWaitlist })).toHaveAttribute('href', '/go/waitlist');
    // The project page has its own video, not the header's demo.
    await expect(hero.getByRole('link', { name: m.Sections.watchDemo })).toHaveAttribute('href', '/go/project-video');

    await expect(page.getByTestId('features-item')).toHaveCount(6);
    for (const item of Object.values(p.features.items))
      await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible();

    await expect(page.getByTestId('capabilities-item')).toHaveCount(8);
    for (const item of Object.values(p.capabilities.items))
      await expect(page.getByRole('heading', { level: 3, name: item.title, exact: true })).toBeVisible();

    const metrics = page.getByTestId('metrics-item');
    await expect(metrics).toHaveCount(4);
    await expect(metrics).toHaveText([/<200ms/, /24\/7/, /99\.9%/, /50\+/]);

    const phases = page.getByTestId('roadmap-item');
    await expect(phases).toHaveCount(4);
    const status = m.Sections.status;
    const r = p.roadmap.items;
    for (const [i, [phase, title, label]] of [
      [r.phase1.phase, r.phase1.title, status.completed],
      [r.phase2.phase, r.phase2.title, status.inProgress],
      [r.phase3.phase, r.phase3.title, status.upcoming],
      [r.phase4.phase, r.phase4.title, status.planned],
    ].entries()) {
      for (const text of [phase, title, label]) await expect(phases.nth(i)).toContainText(text);
    }

    for (const link of await externalLinks(page)) expect(link.rel).toBe('noopener noreferrer');
    const cta = page.locator('section[aria-labelledby="cta"]');
    await expect(cta.getByRole('link', { name: m.Sections.joinWaitlist })).toHaveAttribute('target', '_blank');
    await cta.getByRole('link', { name: m.Sections.contactSales }).click();
    await expect(page).toHaveURL(new RegExp(`${url(locale, '/contact')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain(m.ContactPage.hero.title));
  });

  test(`team keeps only its heading (${locale})`, async ({ page }) => {
    await page.goto(url(locale, '/team'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.Team.title);
    await expect(page.locator('main h2')).toHaveCount(0);
  });
}

test('Arabic pages mirror forward arrows', async ({ page }) => {
  await page.goto('/ar/project');
  const arrow = page.locator('section[aria-labelledby="cta"] a[href="/ar/contact"] svg');
  // Tailwind's scale utilities set the CSS `scale` property.
  expect(await arrow.evaluate((svg) => getComputedStyle(svg).scale)).toBe('-1 1');
  await page.goto('/project');
  const english = page.locator('section[aria-labelledby="cta"] a[href="/contact"] svg');
  expect(await english.evaluate((svg) => getComputedStyle(svg).scale)).toBe('none');
});
