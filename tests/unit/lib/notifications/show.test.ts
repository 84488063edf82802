import { describe, expect, it } from "vitest";
import { clickOutcome, notificationFromPush } from "@/lib/notifications/show";

const reminder = {
  v: 1,
  kind: "reminder",
  lang: "en",
  title: "Club: night Friday",
  body: "At 21:00, Circolo. Are you coming?",
  url: "/l/club/schedule",
  tag: "night-n1",
  league: "club",
  nightId: "n1",
  actions: [
    { action: "coming", title: "I'm coming" },
    { action: "no", title: "Not coming" },
  ],
  answerToken: "tok.sig",
};

describe("the service worker's notifications", () => {
  it("shows a payload as written, in its language, with the reminder's two buttons", () => {
    expect(notificationFromPush(reminder)).toEqual({
      title: "Club: night Friday",
      options: {
        body: "At 21:00, Circolo. Are you coming?",
        tag: "night-n1",
        lang: "en",
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        data: { url: "/l/club/schedule", answerToken: "tok.sig" },
        actions: reminder.actions,
      },
    });
  });

  it("shows nothing for a payload that is not the app's, or that would open another site", () => {
    for (const bad of [null, "text", { ...reminder, v: 2 }, { ...reminder, url: "https://evil.example" }])
      expect(notificationFromPush(bad)).toBeNull();
    expect(notificationFromPush({ ...reminder, url: "//evil.example/x" })).toBeNull();
  });

  it("answers with the token on a button, opens the page on any other tap", () => {
    const data = { url: "/l/club/schedule", answerToken: "tok.sig" };
    expect(clickOutcome("coming", data)).toEqual({ answer: "coming", token: "tok.sig" });
    expect(clickOutcome("no", data)).toEqual({ answer: "no", token: "tok.sig" });
    expect(clickOutcome("", data)).toEqual({ open: "/l/club/schedule" });
    expect(clickOutcome("coming", { url: "/l/club" })).toEqual({ open: "/l/club" });
    expect(clickOutcome("", { url: "https://evil.example" })).toBeNull();
  });
});
