import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { locales, messages, type TestLocale } from './marketing-fixtures';
import { openAs, scanAs } from './support/a11y-scan';
import { expectNoAxeViolations } from './support/axe';
import { apiToken } from './support/blog-api';

// Axe once per admin template and language (dark theme, desktop width): the sign-in and reset
// pages, then each tab that renders a component of its own, and the editors those tabs open.
// Subscribers and Mail draw the same list as the Audit log, so the Audit log (never empty:
// every sign-in is in it) stands for the three.

for (const locale of locales) {
  const m = messages[locale];

  test(`the admin sign-in has no axe violations (${locale})`, async ({ page }) => {
    await openAs(page, '/admin', locale);
    // Scanned once the island has checked for a session and shows the form, not "Loading...".
    await expect(page.getByRole('button', { name: m.AdminPage.login, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`the password reset request has no axe violations (${locale})`, async ({ page }) => {
    await scanAs(page, '/admin/reset', locale);
    await expect(page.getByRole('button', { name: m.AdminStaff.reset.send })).toBeVisible();
  });
}

const tabs = (locale: TestLocale) => {
  const { AdminInbox: inbox, AdminContent: content, AdminNewsletter, AdminStats } = messages[locale];
  return {
    posts: {
      label: inbox.tabs.posts,
      // The post cards, or the "no posts" panel, once the list has loaded.
      ready: (page: Page) =>
        page.locator('ul.grid > li').or(page.getByRole('heading', { name: messages[locale].AdminPage.noPosts })),
    },
    events: {
      label: inbox.tabs.events,
      ready: (page: Page) => page.getByTestId(/admin-(upcoming|past)-events/).or(page.getByText(content.events.none)),
    },
    pages: { label: inbox.tabs.pages, ready: (page: Page) => page.getByTestId('admin-pages').locator('li') },
    figures: { label: inbox.tabs.figures, ready: (page: Page) => page.locator('form fieldset') },
    newsletter: {
      label: AdminNewsletter.tab,
      ready: (page: Page) => page.getByText(AdminNewsletter.empty).or(page.locator('li bdi')),
    },
    inbox: { label: inbox.tabs.inbox, ready: (page: Page) => page.locator('table').or(page.getByText(inbox.empty)) },
    audit: { label: inbox.tabs.audit, ready: (page: Page) => page.locator('table') },
    stats: { label: AdminStats.tab, ready: (page: Page) => page.locator('dl') },
    staff: { label: inbox.tabs.staff, ready: (page: Page) => page.locator('table') },
    account: {
      label: inbox.tabs.account,
      ready: (page: Page) => page.getByRole('textbox', { name: messages[locale].AdminAccount.displayNameLabel }),
    },
  };
};

/** The editors a tab opens, and what shows once one is open. */
const editors = (locale: TestLocale) => {
  const { AdminPage, AdminContent: content, AdminInbox: inbox } = messages[locale];
  return {
    'post editor': {
      tab: inbox.tabs.posts,
      open: (page: Page) => page.getByRole('button', { name: AdminPage.addNew }),
    },
    'event editor': {
      tab: inbox.tabs.events,
      open: (page: Page) => page.getByRole('button', { name: content.events.add }),
    },
    'page editor': {
      tab: inbox.tabs.pages,
      open: (page: Page) => page.getByTestId('admin-pages').getByRole('button', { name: content.edit }).first(),
    },
  };
};

test.describe('the signed-in admin', () => {
  let token = '';
  test.beforeAll(async ({ request }) => {
    token = await apiToken(request);
  });

  async function signIn(page: Page, locale: TestLocale) {
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    await openAs(page, '/admin', locale);
  }

  async function showTab(page: Page, locale: TestLocale, label: string) {
    const button = page
      .getByRole('navigation', { name: messages[locale].AdminInbox.adminNav })
      .getByRole('button', { name: label });
    await button.click();
    await expect(button).toHaveAttribute('aria-current', 'page');
  }

  for (const locale of locales) {
    // One page load walks every tab: each is scanned once its data is shown.
    test(`every admin tab has no axe violations (${locale})`, async ({ page }) => {
      // Ten scans in one test: the time of ten tests, less nine page loads.
      test.setTimeout(150_000);
      await signIn(page, locale);
      for (const [name, tab] of Object.entries(tabs(locale))) {
        await test.step(`the ${name} tab`, async () => {
          await showTab(page, locale, tab.label);
          await expect(tab.ready(page).first()).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
    });

    for (const [name, editor] of Object.entries(editors(locale))) {
      test(`the ${name} has no axe violations (${locale})`, async ({ page }) => {
        await signIn(page, locale);
        await showTab(page, locale, editor.tab);
        await editor.open(page).click();
        await expect(page.locator('form textarea').first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});
