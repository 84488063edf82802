// A member's notification settings on a phone, and the service worker showing a push as the server wrote it.
// Headless Chromium cannot subscribe at a real push service: delivery itself is tests/integration/notifications.test.ts;
// here DevTools hands the installed service worker a push, as a push service would (decision 0071).
import { expect, login, test } from "./fixtures";
import { workerControls } from "./support/service-worker";
import { specLeague } from "./support/spec-league";

test.use({ serviceWorkers: "allow" });

const LEAGUE = specLeague("notifications");

test("a member switches a kind off and sets quiet hours; the phone shows a reminder, answers from it, opens its page", async ({
  page,
  context,
}) => {
  await login(page, LEAGUE.players.greenPanzer);
  await page.goto("/account/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notifiche" })).toBeVisible();
  await expect(page.getByText("Su iPhone e iPad le notifiche arrivano solo dall'app installata")).toBeVisible();

  // every kind is on until switched off; the choice is kept
  const form = page.getByTestId("notification-settings");
  const reminders = form.getByRole("checkbox", { name: "Promemoria prima della serata" }).first();
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await form.getByLabel("Dalle", { exact: true }).fill("23:00");
  await form.getByLabel("Alle", { exact: true }).fill("07:30");
  await form.getByRole("button", { name: "Salva" }).click();
  await expect(form.getByTestId("form-success")).toHaveText("Salvato.");
  await page.reload();
  await expect(form.getByRole("checkbox", { name: "Promemoria prima della serata" }).first()).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "La tua carta è pronta" }).first()).toBeChecked();
  await expect(form.getByLabel("Dalle", { exact: true })).toHaveValue("23:00");

  // a push reaches the installed service worker, whose handler shows it as written, with Vengo / Non vengo.
  // The headless shell refuses every notification permission, so the worker's showNotification is replaced by one
  // that records its arguments: the push event and the handler are the real ones.
  await workerControls(page);
  const worker = context.serviceWorkers()[0];
  await worker.evaluate(() => {
    const scope = self as unknown as { shown: unknown[]; registration: ServiceWorkerRegistration };
    scope.shown = [];
    scope.registration.showNotification = async (title, options) => void scope.shown.push({ title, options });
  });
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const active = registrations.find((r) => !r.isDeleted);
      if (active) resolve(active.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  const payload = {
    v: 1,
    kind: "reminder",
    lang: "it",
    title: "Italy War: serata venerdì 4 dicembre",
    body: "Alle 21:00, Circolo. Non hai ancora risposto: vieni?",
    url: `/l/${LEAGUE.leagueSlug}/schedule`,
    tag: "night-test",
    league: LEAGUE.leagueSlug,
    actions: [
      { action: "coming", title: "Vengo" },
      { action: "no", title: "Non vengo" },
    ],
    answerToken: "token.signature",
  };
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: new URL(page.url()).origin,
    registrationId: await registration,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() => worker.evaluate(() => (self as unknown as { shown: unknown[] }).shown))
    .toEqual([
      {
        title: payload.title,
        options: {
          body: payload.body,
          tag: "night-test",
          lang: "it",
          icon: "/icons/icon-192.png",
          badge: "/icons/icon-192.png",
          data: { url: payload.url, answerToken: "token.signature" },
          actions: payload.actions,
        },
      },
    ]);

  // a tap on "Vengo" posts the answer with the notification's token, from the worker, without opening a page; a tap
  // on the notification itself brings the app's window to its page. The events are made in the worker (a real click
  // needs a notification on screen, which the headless shell never shows); the worker's own listener handles them.
  const schedule = `/l/${LEAGUE.leagueSlug}/schedule`;
  const click = (action: string) =>
    worker.evaluate(
      ([action, url]) => {
        const event = new ExtendableEvent("notificationclick");
        const pending: Promise<unknown>[] = [];
        Object.defineProperties(event, {
          action: { value: action },
          notification: {
            value: { data: { url, answerToken: "t.s" }, close() {} },
          },
          waitUntil: { value: (p: Promise<unknown>) => void pending.push(p) },
        });
        self.dispatchEvent(event);
        return Promise.all(pending).then(() => pending.length);
      },
      [action, schedule],
    );
  const answered = context.waitForEvent("request", (r) => r.url().endsWith("/api/push/answer"));
  expect(await click("coming")).toBe(1);
  expect((await answered).postDataJSON()).toEqual({ token: "t.s", answer: "coming" });
  await page.goto("/account/notifications");
  await workerControls(page);
  await click("");
  await expect(page).toHaveURL(new RegExp(`${schedule}$`));

  // the subscription contract on the real server, with the browser's session: 201, then DELETE removes it
  const subscription = {
    endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`,
    expirationTime: null,
    keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
  };
  const subscribe = await page.request.post("/api/push/subscriptions", { data: subscription });
  expect(subscribe.status()).toBe(201);
  const unsubscribe = await page.request.delete("/api/push/subscriptions", {
    data: { endpoint: subscription.endpoint },
  });
  expect(await unsubscribe.json()).toEqual({ ok: true, data: { removed: 1 } });

  // the buttons' endpoint: a forged token is refused, and so is a request from another site
  const answer = (headers: Record<string, string>) =>
    page.request.post("/api/push/answer", {
      headers: { "content-type": "application/json", ...headers },
      data: { token: "token.signature", answer: "coming" },
    });
  expect((await answer({})).status()).toBe(403);
  expect(await (await answer({})).json()).toMatchObject({ ok: false, error: "tokenInvalid" });
  expect((await answer({ origin: "https://evil.example" })).status()).toBe(403);
});
