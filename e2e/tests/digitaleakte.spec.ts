import { test, expect, expectAccessible } from '../support/fixtures';
import { accountFor, signIn } from '../support/accounts';

// A minimal but real PDF and PNG: the server checks magic bytes, so the content must match the name.
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const png = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(120, 0),
]);

test('upload two typed files into the Akteneingang, see them grouped, download one, delete one', async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  test.setTimeout(120_000);
  const { user } = await accountFor('digitaleakte', 'WP', 'Dora');
  await signIn(page, user);

  await page.goto('/examensportal/meinedaten/digitaleakte');
  await expect(page).toHaveURL(/\/meinedaten\/digitaleakte\/akteneingang$/);
  await expect(page.getByText('Im Akteneingang sind keine Dokumente vorhanden.')).toBeVisible();
  await expectAccessible(page);

  await page.locator('input[type="file"]').setInputFiles([
    { name: 'Lebenslauf_Müller.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'Zeugnis.png', mimeType: 'image/png', buffer: png },
    // Another type is not taken; the field names it and why (issue 16, beyond spec §5's silent drop).
    { name: 'notizen.txt', mimeType: 'text/plain', buffer: Buffer.alloc(200, 65) },
  ]);
  // The field's error (the hidden status line repeats it for screen readers, hence exact).
  await expect(
    page.getByText(
      'Die Datei “notizen.txt” hat keinen erlaubten Dateityp. Erlaubt sind JPG, JPEG, PNG, GIF und PDF.',
      { exact: true },
    ),
  ).toBeVisible();
  // The page's own button text; the browser's 'Keine Datei ausgewählt' is not shown beside it.
  await expect(page.getByText('Dateien auswählen', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ausgewählte Dateien' }).getByText('notizen.txt')).toHaveCount(
    0,
  );
  // Each file gets a type; the default is LEBENSLAUF.
  await expect(page.getByLabel('Dokumenttyp für “Lebenslauf_Müller.pdf”')).toHaveValue('LEBENSLAUF');
  await page.getByLabel('Dokumenttyp für “Zeugnis.png”').selectOption('ZEUGNIS');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText('Die Dateien wurden hochgeladen.')).toBeVisible();

  // Grouped by type.
  await expect(page.getByRole('heading', { name: 'Lebenslauf' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zeugnis' })).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Lebenslauf_Müller.pdf herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Lebenslauf_Müller.pdf');

  await page.getByRole('button', { name: 'Zeugnis.png löschen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Dokument: „Zeugnis.png“');
  await expect(dialog).toContainText(
    'Möchten Sie dieses Dokument wirklich löschen ? Diese Aktion kann nicht rückgängig gemacht werden.',
  );
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Die Datei “Zeugnis.png” wurde gelöscht.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zeugnis.png herunterladen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lebenslauf_Müller.pdf herunterladen' })).toBeVisible();
});
