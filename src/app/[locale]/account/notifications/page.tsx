import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getCurrentUser } from "@/server/auth/current-user";
import { getNotificationSettings } from "@/server/queries/notification-settings";
import { NotificationSettingsForm } from "./_components/notification-settings-form";
import { PushDevice } from "./_components/push-device";

export default async function NotificationsPage() {
  const [user, t] = await Promise.all([getCurrentUser(), getTranslations("notifications.settings")]);
  if (!user) redirect("/login?callbackUrl=/account/notifications");
  const settings = await getNotificationSettings(user.id);
  return (
    <section className="mx-auto max-w-sm space-y-4">
      <h1 className="h1">{t("title")}</h1>
      <p className="text-sm text-stone-600">{t("intro")}</p>
      <PushDevice publicKey={settings.vapidPublicKey} subscriptions={settings.subscriptions} />
      <NotificationSettingsForm settings={settings} />
    </section>
  );
}
