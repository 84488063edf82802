import { expect, nameRegex, phone, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("secret-objective"); // its own copy of the demo league (support/spec-league.ts)

test("each player sees only their own objective; nobody else can, by UI or by URL", async ({ browser }) => {
  // The organiser creates tonight's game and deals.
  const organiser = await phone(browser, LEAGUE.organiser);
  await organiser.goto(`/l/${LEAGUE.leagueSlug}/games/new`);
  for (const name of ["Andrea", "Luca", "Paolo", "Giorgio"]) await organiser.getByLabel(`Gioca ${name}`).check();
  await organiser.getByRole("button", { name: "Crea la partita" }).click();
  await organiser.waitForURL((url) => /\/games\/(?!new$)[a-z0-9]+$/.test(url.pathname));
  const gameUrl = new URL(organiser.url()).pathname;
  await organiser.getByRole("button", { name: "Distribuisci gli obiettivi" }).click();
  await expect(organiser.getByTestId("form-success")).toHaveText("Obiettivi distribuiti.");
  await expect(organiser.getByTestId("commitment")).toHaveCount(4);
  for (const c of await organiser.getByTestId("commitment").all()) {
    const full = await c.getAttribute("data-full");
    expect(full).toMatch(/^[0-9a-f]{64}$/);
    await expect(c.locator("summary")).toHaveText(`${full!.slice(0, 8)}…`); // short on the phone, whole on a tap
  }
  // the organiser is not at the table: no "show my objective", no card anywhere on the page
  await expect(organiser.getByRole("button", { name: "Mostra il mio obiettivo" })).toHaveCount(0);
  await expect(organiser.getByText(/Obiettivo \d+/)).toHaveCount(0);

  // Player A (Andrea) looks at their card.
  const a = await phone(browser, LEAGUE.players.brigateNere);
  await a.goto(gameUrl);
  const beforeTap = await (await a.request.get(gameUrl)).text();
  expect(beforeTap).not.toMatch(/Obiettivo \d+/); // not even in A's own page payload until A taps
  await a.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  const aCard = a.getByTestId("my-objective-card");
  await expect(aCard).toBeVisible();
  const aName = (await aCard.getByTestId("objective-name").innerText()).trim();
  expect(aName).toMatch(/^Obiettivo \d+$/);
  await expect(aCard.getByTestId("objective-total")).toContainText("95");
  await expect(aCard.locator("svg [data-selected]")).toHaveCount(21);

  // Player B (Luca) sees only their own card, never A's.
  const b = await phone(browser, LEAGUE.players.yellowInvaders);
  await b.goto(gameUrl);
  await expect(b.getByText(nameRegex(aName))).toHaveCount(0);
  await b.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  const bName = (await b.getByTestId("my-objective-card").getByTestId("objective-name").innerText()).trim();
  expect(bName).not.toBe(aName);
  expect(await b.content()).not.toMatch(nameRegex(aName));

  // …and not by URL: the page HTML, its RSC payload, query tricks, or a guessed reveal link.
  for (const path of [gameUrl, `${gameUrl}?seat=1`, `${gameUrl}?player=Andrea`]) {
    const html = await (await b.request.get(path)).text();
    expect(html).not.toMatch(nameRegex(aName));
    const rsc = await (await b.request.get(path, { headers: { RSC: "1" } })).text();
    expect(rsc).not.toMatch(nameRegex(aName));
  }
  await b.goto("/reveal/ABCDE-FGHJK-MNPQR-STVWX");
  await b.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  await expect(b.getByTestId("form-error")).toHaveText("Link non valido o scaduto.");
  await expect(b.getByTestId("link-objective-card")).toHaveCount(0);

  // Giorgio has no account: the organiser makes his reveal link; opening it on another phone shows his card only.
  await organiser.reload();
  await organiser.getByRole("button", { name: "Link per Giorgio" }).click();
  await expect(organiser.getByTestId("reveal-qr")).toBeVisible();
  const code = (await organiser.getByTestId("reveal-code").innerText()).trim();
  expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
  // Every member at the table sees at once that a link was issued for a seat (the organiser could open it too).
  await b.goto(gameUrl);
  await expect(
    b
      .getByTestId("card-binding")
      .filter({ hasText: /solo con un link, rilasciato 1 volta, l'ultimo alle \d{2}[:.]\d{2}/ }),
  ).toHaveCount(1);
  const g = await phone(browser);
  await g.goto(`/reveal?code=${code.toLowerCase()}`);
  await g.getByRole("button", { name: "Mostra il mio obiettivo" }).click();
  const gName = (await g.getByTestId("link-objective-card").getByTestId("objective-name").innerText()).trim();
  expect([aName, bName]).not.toContain(gName);

  // The organiser sees who has looked (yes/no), still no card.
  await organiser.reload();
  await expect(organiser.getByTestId("seats-table")).toContainText("sì");
  expect(await organiser.content()).not.toMatch(
    new RegExp(`${[aName, bName, gName].map((n) => nameRegex(n).source).join("|")}`),
  );
});
