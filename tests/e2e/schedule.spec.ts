// Issue 23 §1 (decision 0053), in a league of its own: the organiser schedules nights (a night in the past is refused
// at the field), three players answer from their own phones (one in English), the organiser answers for a player
// without an account and sees the counts and names; the private calendar feed parses with the right Rome times on
// each side of the October clock change, and stops when revoked.
import ICAL from "ical.js";
import type { Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures";
import { specLeague } from "./support/spec-league";

const LEAGUE = specLeague("schedule"); // its own copy of the demo league (support/spec-league.ts)

test.describe.configure({ timeout: 240_000 });

const PLAYERS = [
  { name: "Anna", color: "rosso", account: LEAGUE.players.brigateNere },
  { name: "Bruno", color: "verde", account: LEAGUE.players.yellowInvaders },
  { name: "Carla", color: "giallo", account: LEAGUE.players.falangeViola },
] as const;

async function addPlayer(page: Page, slug: string, name: string, color: string) {
  await page.goto(`/l/${slug}/admin/players`);
  const form = page.locator("details").filter({ has: page.getByText("Nuovo giocatore", { exact: true }) });
  if ((await form.getAttribute("open")) === null) await form.locator("summary").click(); // folded once the league has players
  await expect(page.locator("#new-player-color")).toBeVisible();
  await page.locator("#new-player-name").fill(name);
  await page.locator("#new-player-color").selectOption(color);
  await page.getByRole("button", { name: "Aggiungi giocatore" }).click();
  await expect(page.getByTestId("form-success")).toHaveText("Giocatore salvato.");
}

async function inviteLink(page: Page, slug: string, player: string) {
  await page.goto(`/l/${slug}/admin/members`);
  const invite = page
    .locator("details")
    .filter({ has: page.getByText("Invita", { exact: true }) })
    .first();
  await expect(invite).toBeVisible();
  if ((await invite.getAttribute("open")) === null) await invite.locator("summary").click(); // open while the league has one member
  const form = page.getByRole("form", { name: "Invita" });
  await form.getByLabel("Ruolo").selectOption("player");
  await form.locator("#invite-player").selectOption({ label: player });
  await form.getByRole("button", { name: "Crea link d'invito" }).click();
  return new URL((await page.getByTestId("invite-link-url").innerText()).trim()).pathname;
}

test("the organiser schedules a night, three players answer from their phones, the organiser sees who is coming; the feed parses", async ({
  browser,
  request,
}) => {
  const year = new Date().getUTCFullYear() + 1;
  const lastSunday = new Date(Date.UTC(year, 10, 0));
  lastSunday.setUTCDate(lastSunday.getUTCDate() - lastSunday.getUTCDay()); // the last Sunday of October
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const saturday = iso(new Date(lastSunday.getTime() - 86_400_000));
  const sunday = iso(lastSunday);

  // a league of its own, organised by a demo player
  const organiser = await phone(browser, LEAGUE.players.greenPanzer);
  const name = `Serate ${Date.now() % 100_000}`;
  await organiser.goto("/leagues/new");
  await organiser.getByLabel("Nome della lega").fill(name);
  await organiser.getByRole("button", { name: "Crea la lega" }).click();
  await organiser.waitForURL(/\/l\/[a-z0-9-]+\/admin$/, { timeout: 20_000 });
  const slug = new URL(organiser.url()).pathname.split("/")[2];
  for (const p of PLAYERS) await addPlayer(organiser, slug, p.name, p.color);
  await addPlayer(organiser, slug, "Giorgio", "nero"); // no account: the organiser answers for him
  await organiser.goto(`/l/${slug}/admin/seasons`);
  const seasonForm = organiser.locator("details").filter({ hasText: "Nuovo torneo" }).first();
  if ((await seasonForm.getAttribute("open")) === null) await seasonForm.locator("summary").click();
  await organiser.locator("#new-season-name").fill("Torneo delle serate");
  await organiser.locator("#new-season-status").selectOption("active");
  await organiser.getByRole("button", { name: "Crea torneo" }).click();
  await expect(organiser.getByTestId("form-success").first()).toHaveText("Torneo salvato.");

  // each player joins from their own phone through an invite bound to their player record
  const phones: Page[] = [];
  for (const p of PLAYERS) {
    const path = await inviteLink(organiser, slug, p.name);
    const player = await phone(browser, p.account);
    await player.goto(path);
    await player.getByRole("button", { name: `Collega il mio account a ${name}` }).click();
    await player.waitForURL(new RegExp(`/l/${slug}`), { timeout: 20_000 });
    phones.push(player);
  }

  // a night in the past is refused at the field, and nothing is scheduled
  await organiser.goto(`/l/${slug}/schedule`);
  await expect(organiser.getByRole("heading", { name: "Serate in calendario", level: 1 })).toBeVisible();
  const form = organiser.getByTestId("new-night-form");
  await form.getByLabel("Data").fill("2020-01-10");
  await form.getByLabel("Ora (ora di Roma)").fill("21:00");
  await form.getByLabel("Luogo").fill("Circolo Arci, via Roma 1");
  await form.getByRole("button", { name: "Metti in calendario" }).click();
  await expect(form.getByTestId("error-date")).toHaveText("La serata deve essere nel futuro.");
  await expect(organiser.getByText("Nessuna serata in calendario.")).toBeVisible();

  // two nights, on each side of the October change
  const newNight = organiser.locator("details").filter({ has: form }).first();
  for (const date of [saturday, sunday]) {
    if ((await newNight.getAttribute("open")) === null) await newNight.locator("summary").click(); // folded once nights exist
    await form.getByLabel("Data").fill(date);
    await form.getByLabel("Luogo").fill("Circolo Arci, via Roma 1");
    await form.getByLabel("Nota (facoltativa)").fill(`Serata del ${date}`);
    await form.getByRole("button", { name: "Metti in calendario" }).click();
    await expect(form.getByTestId("form-success")).toHaveText("Serata salvata.");
    await expect(form.getByLabel("Data")).toHaveValue(""); // empty for the next night, not a second copy of this one
    await expect(organiser.getByText(`Serata del ${date}`)).toBeVisible();
  }

  // the players answer from the league home, one tap (Bruno's phone speaks English)
  await phones[1].context().addCookies([{ name: "NEXT_LOCALE", value: "en", url: new URL(phones[1].url()).origin }]);
  const answers = [
    { page: phones[0], label: "Vengo", heading: "Prossima serata" },
    { page: phones[1], label: "Maybe", heading: "Next night" },
    { page: phones[2], label: "Vengo", heading: "Prossima serata" },
  ];
  for (const a of answers) {
    await a.page.goto(`/l/${slug}`);
    const next = a.page.getByTestId("next-night");
    await expect(next.getByRole("heading", { name: a.heading })).toBeVisible();
    await expect(next.getByText(`Serata del ${saturday}`)).toBeVisible();
    await next.getByRole("button", { name: a.label, exact: true }).click();
    await expect(next.getByRole("button", { name: a.label, exact: true })).toHaveAttribute("aria-pressed", "true");
  }
  // Carla changes her mind; after a reload her answer is still the new one
  await phones[2].getByTestId("next-night").getByRole("button", { name: "Non vengo", exact: true }).click();
  await expect(phones[2].getByTestId("form-success")).toHaveText("Risposta salvata: Non vengo.");
  await phones[2].reload();
  await expect(
    phones[2].getByTestId("next-night").getByRole("button", { name: "Non vengo", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(phones[1].getByTestId("form-success")).toHaveText("Answer saved: Maybe.");

  // the organiser answers for Giorgio and sees counts and names
  await organiser.reload();
  const night = organiser.locator("article").filter({ hasText: `Serata del ${saturday}` });
  await night.getByText("Rispondi per un giocatore senza account").click();
  const forGuest = night.locator('[data-testid^="answer-for-"]');
  await forGuest.getByLabel("Giocatore").selectOption({ label: "Giorgio" });
  await forGuest.getByRole("button", { name: "Vengo", exact: true }).click();
  await expect(forGuest.getByTestId("form-success")).toHaveText("Risposta salvata: Vengo.");
  await organiser.reload();
  await expect(night.getByTestId("night-counts")).toHaveText("Vengono 2 · Forse 1 · Non vengono 1");
  await expect(night.getByTestId("names-coming")).toHaveText("Anna, Giorgio");
  await expect(night.getByTestId("names-maybe")).toHaveText("Bruno");
  await expect(night.getByTestId("names-no")).toHaveText("Carla");
  // a player sees the counts, not the names
  await phones[0].goto(`/l/${slug}/schedule`);
  await expect(
    phones[0]
      .locator("article")
      .filter({ hasText: `Serata del ${saturday}` })
      .getByTestId("night-counts"),
  ).toHaveText("Vengono 2 · Forse 1 · Non vengono 1");
  await expect(phones[0].getByTestId("night-names")).toHaveCount(0);

  // the private feed: a real parser reads both nights at 21:00 Rome time, 19:00 UTC before the change, 20:00 after
  await organiser.getByRole("button", { name: "Crea il mio link" }).click();
  const feedUrl = await organiser.getByTestId("feed-https-private").inputValue();
  const subscribe = organiser.getByTestId("feed-webcal-private");
  await expect(subscribe).toHaveText("Iscriviti con il mio link");
  expect(await subscribe.getAttribute("href")).toBe(feedUrl.replace(/^https?:/, "webcal:"));
  const response = await request.get(feedUrl);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
  const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
  expect(events.map((e) => e.startDate.toString())).toEqual([`${saturday}T21:00:00`, `${sunday}T21:00:00`]);
  expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
    `${saturday}T19:00:00.000Z`,
    `${sunday}T20:00:00.000Z`,
  ]);
  expect(events[0].location).toBe("Circolo Arci, via Roma 1");

  // English feed texts, then the link is turned off
  const english = await request.get(feedUrl.replace("lang=it", "lang=en"));
  expect(await english.text()).toContain(`X-WR-CALNAME:${name}: nights`);
  await organiser.getByRole("button", { name: "Disattiva il mio link" }).click();
  await expect(organiser.getByTestId("form-success").last()).toHaveText("Link disattivato.");
  expect((await request.get(feedUrl)).status()).toBe(404);
});
