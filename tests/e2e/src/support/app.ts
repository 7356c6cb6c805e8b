import type { Page } from 'playwright-core';
import { latestMailTo, linkTo } from './outbox';

/** An address inside the app, under its base path. */
export const app = (path: string) => `/app/v2${path}`;

/** The app home is the base path, with or without its trailing slash. */
export const isAppHome = (url: URL) => url.pathname.replace(/\/$/, '') === '/app/v2';

/** A form field by its exact label; required fields show a decorative asterisk after it. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));

/** The navigation's project picker (its trigger names the label and the chosen project). */
export const projectPicker = (page: Page) => page.getByRole('button', { name: /Ordering for/ });

/** The password of every demo account the server seeds. */
export const DEMO_PASSWORD = 'demo-password-2026';

/** Signs in through the sign-in page, as a person would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto(app('/login'));
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out through the account menu and waits for the sign-in page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/app/v2/login');
}

/** Chooses the project the catalogue shows delivery for. */
export async function chooseProject(page: Page, name: string) {
  await projectPicker(page).click();
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}

/** A jobsite as the project form takes it. */
export interface ProjectFormInput {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** Fills the project form's name and address. */
export async function fillProjectForm(page: Page, project: ProjectFormInput) {
  await field(page, 'Project name').fill(project.name);
  await field(page, 'Street address').fill(project.street);
  await field(page, 'City').fill(project.city);
  await field(page, 'State').fill(project.state);
  await field(page, 'ZIP code').fill(project.zip);
}

/** The first person of a new builder company; each run signs up under a new email. */
export interface NewBuilder {
  firstName: string;
  lastName: string;
  company: string;
  password: string;
}

/**
 * Signs a new builder company up through the sign-up page, as a person would, and waits for the
 * "Check your email" answer: nobody is signed in yet. Answers the email it signed up with, new
 * for every run.
 */
export async function signUp(page: Page, builder: NewBuilder): Promise<string> {
  const email = `${builder.firstName.toLowerCase()}.${Date.now()}@example.com`;
  await page.goto(app('/signup'));
  await field(page, 'First name').fill(builder.firstName);
  await field(page, 'Last name').fill(builder.lastName);
  await field(page, 'Company name').fill(builder.company);
  await field(page, 'Work email').fill(email);
  await field(page, 'Password').fill(builder.password);
  await field(page, 'Confirm password').fill(builder.password);
  // Builder is the preselected account type.
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  return email;
}

/** The message the app shows once an emailed confirmation link worked. */
export const EMAIL_CONFIRMED = 'Your email address is confirmed.';

/**
 * The newest link confirming `email` that the product emailed (read from the outbox in
 * `dataDir`), waiting for it to arrive; `otherThan` skips a link already there, so a link asked
 * for again is waited for rather than the one it replaces.
 */
export async function confirmationLink(dataDir: string, email: string, otherThan?: string): Promise<string> {
  const mail = await latestMailTo(dataDir, email, (message) => message.links?.verify_email !== undefined && message.links.verify_email !== otherThan);
  return linkTo(mail, app('/verify_email'));
}

/**
 * Opens a confirmation link: it confirms the address and signs the person in. Waits for the
 * confirmation, which hides by itself after a few seconds: the wait starts before the page
 * opens, so a slow load cannot make it miss.
 */
export async function openConfirmationLink(page: Page, link: string): Promise<void> {
  const confirmed = page.getByText(EMAIL_CONFIRMED).waitFor();
  // Reported by the await below; a navigation that fails first must not leave it unhandled.
  confirmed.catch(() => undefined);
  await page.goto(link);
  await confirmed;
}

/** Follows the confirmation link the product emailed to `email` at sign-up. */
export async function followConfirmationLink(page: Page, dataDir: string, email: string): Promise<void> {
  await openConfirmationLink(page, await confirmationLink(dataDir, email));
}

/** Creates the first project the app asks a new builder for, ending on the app home. */
export async function createFirstProject(page: Page, project: ProjectFormInput) {
  await page.waitForURL('**/app/v2/projects/add-first');
  await fillProjectForm(page, project);
  await page.getByRole('button', { name: 'Create project and start shopping' }).click();
  await page.waitForURL(isAppHome);
}

/**
 * Signs a new builder company up, follows the emailed confirmation link (which signs the builder
 * in) and creates the first project the app asks for, as a person would, ending on the app home.
 * Answers the email it signed up with.
 */
export async function signUpWithFirstProject(page: Page, dataDir: string, builder: NewBuilder, project: ProjectFormInput): Promise<string> {
  const email = await signUp(page, builder);
  await followConfirmationLink(page, dataDir, email);
  await createFirstProject(page, project);
  return email;
}
