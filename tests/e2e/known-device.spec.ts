// Decision 0036: a sign-in remembers the device (a signed, HttpOnly cookie set by next-auth's route), and that device
// gets in while wrong guesses from the same address make every other browser wait.
import { expect, login, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("known-device"); // its own copy of the demo league (support/spec-league.ts)

const account = LEAGUE.players.falangeViola;
const DEVICE = /^[A-Za-z0-9]+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

test("the owner's phone gets in while guesses from the same address make other browsers wait", async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await login(ownerPage, account);
  const device = (await owner.cookies()).find((c) => c.name === "iwl-device");
  expect(device).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(device!.value).toMatch(DEVICE);

  // someone at the same address guesses the password
  const attacker = await (await browser.newContext()).newPage();
  const attempt = async (password: string) => {
    await attacker.goto("/login");
    await attacker.getByLabel("E-mail").fill(account.email);
    await attacker.getByLabel("Password").fill(password);
    await attacker.getByRole("button", { name: "Accedi" }).click();
    return attacker.getByTestId("form-error");
  };
  for (let i = 0; i < 3; i++) await expect(await attempt(`guess-${i}`)).toHaveText("E-mail o password errate.");
  // a browser that never signed in waits, even with the right password, and is told for how long
  await expect(await attempt(account.password)).toHaveText(/Troppi tentativi falliti: riprova tra \d+ secondi\./);

  // the owner signs out and in again on their phone: not stopped, same device
  await owner.clearCookies({ name: /session-token/ });
  await login(ownerPage, account);
  expect((await owner.cookies()).find((c) => c.name === "iwl-device")?.value.split(".")[1]).toBe(
    device!.value.split(".")[1],
  );

  await owner.close();
});
