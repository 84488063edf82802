import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getCurrentUser } from "@/server/auth/current-user";
import { getNotificationSettings } from "@/server/queries/notification-settings";
import { NotificationSettingsForm } from "./_components/notification-settings-form";
import { PushDevice } from "./_components/push-device";
import { ReminderHoursForm } from "./_components/reminder-hours-form";

export default async function NotificationsPage() {
  const [user, t] = await Promise.all([getCurrentUser(), getTranslations("notifications.settings")]);
  if (!user) redirect("/login?callbackUrl=/account/notifications");
  const settings = await getNotificationSettings(user.id);
  const organised = settings.leagues.filter((l) => l.organiser);
  return (
    <section className="mx-auto max-w-sm space-y-4">
      <h1 className="h1">{t("title")}</h1>
      <p className="text-sm text-stone-600">{t("intro")}</p>
      <PushDevice publicKey={settings.vapidPublicKey} subscriptions={settings.subscriptions} />
      <NotificationSettingsForm settings={settings} />
      {organised.map((league) => (
        <ReminderHoursForm key={league.id} slug={league.slug} name={league.name} hours={league.reminderHours} />
      ))}
    </section>
  );
}
