import { expect, expectAccessible, openFlow, signInAs, test, useDemoServer } from '../support/journeys';

// The server decides whether a flow is open (decision 0020), with its clock and settings – never the
// browser with the default settings and its own clock. This portal runs ten days ahead (PORTAL_NOW):
// wp.zugelassen, admitted on the day the demo was seeded, is past the day rule on the server's clock
// (more than 3 days after the admission) while the browser's clock still says 'admitted today'.

const zehnTageSpaeter = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString();
useDemoServer({ PORTAL_NOW: zehnTageSpaeter });

test("ruecktritt/gesamtpruefung follows the server's clock: open ten days after the admission", async ({
  page,
  offOrigin,
  cspViolations,
}) => {
  void offOrigin;
  void cspViolations;
  await signInAs(page, 'wp.zugelassen');
  await openFlow(page, 'ruecktritt/gesamtpruefung');
  await expect(
    page.getByRole('checkbox', { name: 'Ich trete von der gesamten Prüfung zurück.' }),
  ).toBeVisible();
  await expect(page.getByText('Diese Funktion ist für Sie zur Zeit nicht anwendbar.')).toHaveCount(0);
  await expectAccessible(page);
});
