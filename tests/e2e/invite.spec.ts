import { expect, phone, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("invite"); // its own copy of the demo league (support/spec-league.ts)

test("an organiser invites a player at the table; the player opens the link on their phone, sets a password and sees the league", async ({
  browser,
}) => {
  const organiser = await phone(browser, LEAGUE.organiser);
  await organiser.goto(`/l/${LEAGUE.leagueSlug}/admin/members`);
  await expect(organiser.getByRole("heading", { name: "Account e ruoli" })).toBeVisible();
  // no password (nor anyone's e-mail) is typed by the organiser any more
  await expect(organiser.getByLabel(/password/i)).toHaveCount(0);
  await organiser.getByText("Invita", { exact: true }).click();
  const form = organiser.getByRole("form", { name: "Invita" });
  await form.getByLabel("Ruolo").selectOption("player");
  await form.getByRole("button", { name: "Crea link d'invito" }).click();
  const shown = organiser.getByTestId("invite-link");
  await expect(shown.getByRole("img", { name: "Codice QR del link d'invito" })).toBeVisible();
  const url = (await organiser.getByTestId("invite-link-url").innerText()).trim();
  expect(url).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await organiser.reload();
  await expect(organiser.getByRole("heading", { name: "Inviti in attesa" })).toBeVisible();
  // each pending invite says who created it (decision 0035)
  await expect(organiser.getByTestId("invite-creator").first()).toHaveText("creato da Organizzatore (demo)");

  // the player's phone: a fresh browser context, nobody signed in
  const player = await phone(browser);
  await player.goto(new URL(url).pathname);
  await expect(player.getByRole("heading", { name: "Invito a Italy War" })).toBeVisible();
  await player.getByLabel("Il tuo nome").fill("Marta");
  await player.getByLabel("E-mail").fill(" Marta@Circolo.test ");
  await player.getByLabel("Password", { exact: true }).fill("corto");
  await player.getByRole("button", { name: "Crea account ed entra" }).click();
  await expect(player.getByTestId("error-password")).toHaveText("La password deve avere almeno 8 caratteri.");
  await player.getByLabel("Password", { exact: true }).fill("marta-risiko-2026");
  await player.getByLabel("Ripeti la password").fill("marta-risiko-2026");
  await player.getByRole("button", { name: "Crea account ed entra" }).click();
  await expect(player).toHaveURL(new RegExp(`/l/${LEAGUE.leagueSlug}$`));
  await expect(player.getByTestId("signed-in-as")).toHaveText("Marta");

  // the link worked once
  await player.goto(new URL(url).pathname);
  await expect(player.getByTestId("link-invalid")).toBeVisible();

  // the organiser sees the new member, and no pending invite left
  await organiser.reload();
  await expect(organiser.getByText("marta@circolo.test")).toBeVisible();
  await expect(organiser.getByRole("heading", { name: "Inviti in attesa" })).toHaveCount(0);

  // removed from the league, the player's open session ends at their next request
  const card = organiser.getByRole("listitem").filter({ hasText: "marta@circolo.test" });
  await card.getByText("Rimuovi dalla lega").click();
  await card.getByRole("button", { name: "Sì, rimuovi Marta" }).click();
  await expect(organiser.getByText("marta@circolo.test")).toHaveCount(0);
  await player.goto("/account/password");
  await expect(player).toHaveURL(/\/login/);
  await expect(player.getByTestId("signed-in-as")).toHaveCount(0);
});
