import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { app, field, fillProjectForm, projectPicker as picker, signUpWithFirstProject } from './support/app';
import { launchBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, baseUrl);
  await signUpWithFirstProject(
    page,
    dataDir,
    { firstName: 'Rosa', lastName: 'Lind', company: 'Lind Framing', password: 'framing-crew-2026' },
    { name: 'Lot 1', street: '1 Ridge Rd', city: 'Fresno', state: 'CA', zip: '93721' },
  );
});

afterAll(async () => {
  await browser?.close();
});

describe('a builder manages the company’s projects', () => {
  it('adds a project from the list', async () => {
    await page.goto(app('/projects'));
    await page.getByRole('rowheader', { name: 'Lot 1' }).waitFor();
    await page.getByRole('link', { name: 'Add a project' }).first().click();
    await page.waitForURL('**/app/v2/projects/add');
    await fillProjectForm(page, { name: 'Lot 2', street: '2 Ridge Rd', city: 'Clovis', state: 'ca', zip: '93612-1234' });
    await field(page, 'End date').fill('2026-01-01');
    await field(page, 'Start date').fill('2026-02-01');
    await page.getByRole('button', { name: 'Add project' }).click();
    await page.getByText('The end date cannot be before the start date.').waitFor();
    await field(page, 'End date').fill('2026-12-01');
    await page.getByRole('button', { name: 'Add project' }).click();
    await page.waitForURL('**/app/v2/projects');
    await page.getByText('Lot 2 was added.').waitFor();
    expect(await page.getByRole('row', { name: /Lot 2/ }).textContent()).toContain('2 Ridge Rd, Clovis, CA 93612-1234');
  });

  it('edits a project, status included', async () => {
    await page.getByRole('link', { name: 'Edit Lot 2' }).click();
    await page.waitForURL('**/app/v2/projects/edit/**');
    await field(page, 'City').fill('Madera');
    await page.getByRole('form', { name: 'Edit project' }).getByRole('button', { name: /Status/ }).click();
    await page.getByRole('option', { name: 'On hold' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/app/v2/projects');
    const row = page.getByRole('row', { name: /Lot 2/ });
    await row.getByText('On hold').waitFor();
    expect(await row.textContent()).toContain('Madera');
  });

  it('remembers the chosen project across a reload', async () => {
    await picker(page).click();
    await page.getByRole('option', { name: /Lot 2/ }).click();
    await page.reload();
    await picker(page).filter({ hasText: 'Lot 2' }).waitFor();
  });

  it('deletes a project after confirming, and the picker falls back to the one left', async () => {
    await page.getByRole('button', { name: 'Delete Lot 2' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Lot 2?' }).getByRole('button', { name: 'Delete project' }).click();
    await page.getByText('Lot 2 was deleted.').waitFor();
    // The list refreshes after the message: wait for the row to go rather than counting at once.
    await page.getByRole('rowheader', { name: 'Lot 2' }).waitFor({ state: 'detached' });
    await picker(page).filter({ hasText: 'Lot 1' }).waitFor();
  });
});
