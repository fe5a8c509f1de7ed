import {
  allToasts,
  clickMap,
  DEFAULT_CENTRE,
  path,
  profileFields,
  SELECTED_COORDINATES,
  selectedCoordinates,
  signUpViaUI,
  toast,
  uniqueEmail,
} from '../support/app';
import { expect, test } from '../support/fixtures';

test.describe('/profile', () => {
  test('form texts, map selection and the coordinates line', async ({ page }) => {
    await signUpViaUI(page, uniqueEmail());
    const f = profileFields(page);
    await expect(f.firstName).toHaveAttribute('placeholder', 'eg. John');
    await expect(f.lastName).toHaveAttribute('placeholder', 'eg. Doe');
    await expect(f.areaOfLand).toHaveAttribute('inputmode', 'text'); // '2 acres' and '5 bigha' are typed with their unit
    await expect(f.areaOfLand).toHaveValue('0');
    for (const input of [f.firstName, f.lastName, f.areaOfLand]) await expect(input).toHaveAttribute('required', '');
    await expect(page.getByText('Select Location on Map (If Not automatically enabled)', { exact: true })).toBeVisible();

    // No geolocation permission in this context: nothing is selected yet.
    await expect(page.getByText('Click on the map to select your location.', { exact: true })).toBeVisible();
    await expect(page.getByText(SELECTED_COORDINATES)).toHaveCount(0);

    // Map area 20rem by 40rem (320 x 640 px at the default 16 px root font size), at most the available width.
    const box = await f.map.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs(box!.height - 320), `map height ${box!.height}`).toBeLessThanOrEqual(1);
    expect(Math.abs(box!.width - 640), `map width ${box!.width}`).toBeLessThanOrEqual(1);

    // Clicking the centre of the map selects (about) the default centre.
    await clickMap(page);
    await expect(page.getByText('Click on the map to select your location.', { exact: true })).toHaveCount(0);
    const centre = await selectedCoordinates(page);
    expect(centre).not.toBeNull();
    expect(Math.abs(centre!.lat - DEFAULT_CENTRE.lat)).toBeLessThan(0.005);
    expect(Math.abs(centre!.lng - DEFAULT_CENTRE.lng)).toBeLessThan(0.005);

    // Clicking north-west of the centre selects a point north-west of it.
    // (A quarter in from the top-left corner: away from the zoom buttons in the corner itself.)
    await f.map.click({ position: { x: box!.width / 4, y: box!.height / 4 } });
    await expect.poll(async () => (await selectedCoordinates(page))?.lat).toBeGreaterThan(centre!.lat);
    const corner = await selectedCoordinates(page);
    expect(corner!.lng).toBeLessThan(centre!.lng);
    // A marker shows the location.
    await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
  });

  test('validation toasts in order, then submit goes to /dashboard', async ({ page }) => {
    const updates: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/auth/update-profile')) updates.push(request.postDataJSON());
    });
    await signUpViaUI(page, uniqueEmail());
    const f = profileFields(page);
    // The inputs are `required`; switch off the browser's own check so the app's toasts can be seen.
    await page.locator('form').evaluateAll((forms) => forms.forEach((form) => ((form as HTMLFormElement).noValidate = true)));

    await f.submit.click();
    await expect(toast(page, 'First name is required.')).toBeVisible();
    await expect(toast(page, 'Last name is required.')).toHaveCount(0);

    await expect(f.firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(f.firstName).toHaveAccessibleDescription('First name is required.');

    await f.firstName.fill('Asha');
    await f.submit.click();
    await expect(toast(page, 'Last name is required.')).toBeVisible();
    await expect(f.lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(f.firstName).not.toHaveAttribute('aria-invalid');
    await expect(toast(page, 'Area of land is required.')).toHaveCount(0);

    await f.lastName.fill('Patil');
    await f.submit.click(); // area still at its initial 0
    await expect(toast(page, 'Area of land is required.')).toBeVisible();
    await expect(toast(page, 'Set location on map.')).toHaveCount(0);

    await f.areaOfLand.fill('');
    await f.submit.click(); // empty area
    await expect(toast(page, 'Area of land is required.').first()).toBeVisible();
    await expect(toast(page, 'Set location on map.')).toHaveCount(0);

    await f.areaOfLand.fill('7.25');
    await f.submit.click();
    await expect(toast(page, 'Set location on map.')).toBeVisible();
    expect(updates).toEqual([]);
    await expect(page).toHaveURL(path('/profile'));

    await clickMap(page);
    const selected = await selectedCoordinates(page);
    await f.submit.click();
    await expect(page).toHaveURL(path('/dashboard'));
    // The save is confirmed, and the error toasts of the tries before it are gone.
    await expect(toast(page, 'Profile saved.')).toBeVisible();
    await expect(allToasts(page)).toHaveCount(1);
    expect(updates).toHaveLength(1);
    const sent = updates[0] as { firstName: string; lastName: string; areaOfLand: number; location: [number, number] };
    expect({ firstName: sent.firstName, lastName: sent.lastName, areaOfLand: sent.areaOfLand }).toEqual({
      firstName: 'Asha',
      lastName: 'Patil',
      areaOfLand: 7.25,
    });
    expect(sent.location).toHaveLength(2);
    expect(Math.abs(sent.location[0] - selected!.lat)).toBeLessThan(0.001);
    expect(Math.abs(sent.location[1] - selected!.lng)).toBeLessThan(0.001);
  });

  test('a place search sets the location, names it, and the user page shows the place with its coordinates', async ({ page }) => {
    await signUpViaUI(page, uniqueEmail());
    const f = profileFields(page);
    const search = page.getByRole('combobox', { name: 'Search for your village or town' });
    await search.fill('Ludh');
    const option = page.getByRole('option', { name: 'Ludhiana, Punjab, India', exact: true });
    await expect(option).toBeVisible();
    // The keyboard works the list: Down marks the first place, Enter chooses it without submitting the form.
    await search.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(search).toHaveValue('Ludhiana, Punjab, India');
    await expect(page.getByRole('listbox', { name: 'Places', includeHidden: true })).toBeHidden();
    await expect(page.getByText('Selected Coordinates: Latitude: 30.91204, Longitude: 75.85379', { exact: true })).toBeVisible();
    await expect(page.getByText('Place: Ludhiana, Punjab, India', { exact: true })).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon')).toBeInViewport();

    await search.fill('qqqxz');
    await expect(page.getByRole('status').filter({ hasText: 'No place found with that name.' })).toBeVisible();

    await f.firstName.fill('Gurpreet');
    await f.lastName.fill('Sandhu');
    await f.areaOfLand.fill('2');
    await f.submit.click();
    await expect(page).toHaveURL(path('/dashboard'));
    await page.goto('/user');
    await expect(page.getByText('Ludhiana, Punjab, India (30.91204, 75.85379)', { exact: true })).toBeVisible();
  });

  test("'Continue to Dashboard' is refused until the profile is set up", async ({ page }) => {
    await signUpViaUI(page, uniqueEmail());
    await profileFields(page).continueToDashboard.click();
    await expect(toast(page, 'Please setup profile first.')).toBeVisible();
    await expect(page).toHaveURL(path('/profile'));
  });

  test.describe('with browser geolocation', () => {
    const here = { latitude: 18.5204, longitude: 73.8567 };
    test.use({ permissions: ['geolocation'], geolocation: here });

    test('the location is pre-filled from the browser and saved', async ({ page }) => {
      await signUpViaUI(page, uniqueEmail());
      await expect(page.getByText(SELECTED_COORDINATES)).toBeVisible();
      const shown = await selectedCoordinates(page);
      expect(Math.abs(shown!.lat - here.latitude)).toBeLessThan(0.0001);
      expect(Math.abs(shown!.lng - here.longitude)).toBeLessThan(0.0001);

      const f = profileFields(page);
      await f.firstName.fill('Vikram');
      await f.lastName.fill('Jadhav');
      await f.areaOfLand.fill('3');
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/auth/update-profile')),
        f.submit.click(),
      ]);
      expect(request.postDataJSON()).toEqual({
        firstName: 'Vikram',
        lastName: 'Jadhav',
        areaOfLand: 3,
        location: [here.latitude, here.longitude],
        landUnit: 'hectare',
        yieldUnit: 'quintal-per-hectare',
      });
      await expect(page).toHaveURL(path('/dashboard'));

      // Now that the profile is set up, 'Continue to Dashboard' is allowed.
      await page.goto('/profile');
      await profileFields(page).continueToDashboard.click();
      await expect(page).toHaveURL(path('/dashboard'));
    });
  });
});
